import { AI_DEFAULTS, downloadNames, type StoryRequest, storyRequestSchema } from '@storyloom/domain';
import { Download, Sparkles } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { saveMarkdown } from './components/download';
import { HistoryList } from './components/history-list';
import { LastGenerated } from './components/last-generated';
import { EngineNote, OutputPanel } from './components/output-panel';
import { ToolCard } from './components/tool-card';
import { useT } from './i18n';
import { useSelectOptions } from './options';
import { useTextTool } from './use-text-generation';

export function StoryTool() {
  const t = useT();
  const selectOptions = useSelectOptions();
  // An empty prompt gets the spec's 'Error' notice and, to last and be tied to the field, the message under it.
  const { form, gen, busy, onSubmit, open } = useTextTool('story', storyRequestSchema, {
    defaultValues: { prompt: '', contentType: AI_DEFAULTS.contentType, genre: AI_DEFAULTS.genre },
    namedFields: false,
    onInvalid: (errors) =>
      toast.error(t('messages.errorTitle'), { description: errors.prompt?.message ?? t('messages.emptyPrompt') }),
    onGenerated: () =>
      toast.success(t('messages.storyGeneratedTitle'), { description: t('messages.storyGeneratedText') }),
    failure: t('messages.storyFailed'),
  });
  const { register } = form;

  const download = () => {
    if (!gen.generation) return;
    const { contentType } = gen.generation.inputs as StoryRequest;
    saveMarkdown(gen.text, downloadNames.story(contentType));
    toast.success(t('messages.storyDownloadTitle'), { description: t('messages.storyDownloadText') });
  };

  return (
    <ToolCard title={t('story.title')} description={t('story.description')} aside={<LastGenerated tool="story" />}>
      <div className="grid gap-6 lg:grid-cols-2">
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField id="story-prompt" label={t('story.prompt')} error={form.formState.errors.prompt?.message}>
            {(field) => (
              <Textarea
                {...field}
                rows={5}
                placeholder={t('story.promptPlaceholder')}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void onSubmit();
                }}
                {...register('prompt')}
                aria-describedby={[field['aria-describedby'], 'story-hint'].filter(Boolean).join(' ')}
              />
            )}
          </FormField>
          <p id="story-hint" className="-mt-2 text-xs text-muted-foreground">
            {t('ctrlEnterHint')}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="story-content-type" label={t('story.contentType')}>
              {(field) => <NativeSelect {...field} options={selectOptions.contentType} {...register('contentType')} />}
            </FormField>
            <FormField id="story-genre" label={t('story.genre')}>
              {(field) => <NativeSelect {...field} options={selectOptions.genre} {...register('genre')} />}
            </FormField>
          </div>
          <Button type="submit" busy={busy} disabled={!form.watch('prompt')?.trim()}>
            <Sparkles aria-hidden="true" />
            {busy ? t('generating') : t('generate')}
          </Button>
        </form>
        <div className="flex flex-col gap-3">
          <OutputPanel label={t('previewLabel')} text={gen.text} heightClass="h-[300px]" generating={busy} />
          <EngineNote engine={gen.engine} />
          <Button variant="outline" onClick={download} disabled={!gen.generation || busy}>
            <Download aria-hidden="true" />
            {t('download')}
          </Button>
        </div>
      </div>
      <HistoryList
        tool="story"
        activeId={gen.generation?.id}
        summarize={(g) => String((g.inputs as StoryRequest).prompt ?? '')}
        onOpen={open}
      />
    </ToolCard>
  );
}

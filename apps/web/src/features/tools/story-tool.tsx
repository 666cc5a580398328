import {
  AI_DEFAULTS,
  aiMessages,
  aiText,
  downloadNames,
  type StoryRequest,
  storyRequestSchema,
} from '@storyloom/domain';
import { Download, Sparkles } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { saveMarkdown } from './components/download';
import { HistoryList } from './components/history-list';
import { LastGenerated } from './components/last-generated';
import { EngineNote, OutputPanel } from './components/output-panel';
import { ToolCard } from './components/tool-card';
import { selectOptions } from './options';
import { Select } from './ui/select';
import { Textarea } from './ui/textarea';
import { useToolForm } from './use-tool-form';

const t = aiText.story;
const m = aiMessages;

export function StoryTool() {
  const initial: StoryRequest = { prompt: '', contentType: AI_DEFAULTS.contentType, genre: AI_DEFAULTS.genre };
  const { form, set, gen, busy, submit, open } = useToolForm('story', storyRequestSchema, initial, {
    onInvalid: (errors) => toast.error(m.errorTitle, { description: errors.prompt ?? m.emptyPrompt }),
    onGenerated: () => toast.success(m.storyGeneratedTitle, { description: m.storyGeneratedText }),
    failure: m.storyFailed,
  });

  const download = () => {
    if (!gen.generation) return;
    const { contentType } = gen.generation.inputs as StoryRequest;
    saveMarkdown(gen.text, downloadNames.story(contentType));
    toast.success(m.storyDownloadTitle, { description: m.storyDownloadText });
  };

  return (
    <ToolCard title={t.title} description={t.description} aside={<LastGenerated tool="story" />}>
      <div className="grid gap-6 lg:grid-cols-2">
        <form onSubmit={submit} className="flex flex-col gap-4">
          <FormField id="story-prompt" label={t.prompt}>
            {(field) => (
              <Textarea
                {...field}
                rows={5}
                placeholder={t.promptPlaceholder}
                value={form.prompt}
                onChange={(e) => set('prompt', e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
                }}
                aria-describedby="story-hint"
              />
            )}
          </FormField>
          <p id="story-hint" className="-mt-2 text-xs text-muted-foreground">
            {aiText.ctrlEnterHint}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="story-content-type" label={t.contentType}>
              {(field) => (
                <Select
                  {...field}
                  options={selectOptions.contentType}
                  value={form.contentType}
                  onChange={(e) => set('contentType', e.target.value as StoryRequest['contentType'])}
                />
              )}
            </FormField>
            <FormField id="story-genre" label={t.genre}>
              {(field) => (
                <Select
                  {...field}
                  options={selectOptions.genre}
                  value={form.genre}
                  onChange={(e) => set('genre', e.target.value as StoryRequest['genre'])}
                />
              )}
            </FormField>
          </div>
          <Button type="submit" disabled={busy || !form.prompt?.trim()}>
            <Sparkles aria-hidden="true" />
            {busy ? aiText.generating : aiText.generate}
          </Button>
        </form>
        <div className="flex flex-col gap-3">
          <OutputPanel label={aiText.previewLabel} text={gen.text} heightClass="h-[300px]" generating={busy} />
          <EngineNote engine={gen.engine} />
          <Button variant="outline" onClick={download} disabled={!gen.generation || busy}>
            <Download aria-hidden="true" />
            {aiText.download}
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

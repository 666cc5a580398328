import {
  AI_DEFAULTS,
  type AiGeneration,
  downloadNames,
  PREVIEW_CLIP_URL,
  type VideoRequest,
  videoRequestSchema,
} from '@storyloom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Share2, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Progress } from '@/components/ui/progress';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { useZodForm } from '@/lib/use-zod-form';
import { historyKey, requestVideo } from './api';
import { captionsUrl, fetchClip } from './clip';
import { saveFile } from './components/download';
import { HistoryList } from './components/history-list';
import { LastGenerated } from './components/last-generated';
import { EngineNote } from './components/output-panel';
import { ToolCard } from './components/tool-card';
import { useT } from './i18n';
import { useSelectOptions } from './options';

type Phase =
  | { name: 'idle' }
  | { name: 'requesting' }
  | { name: 'loading'; percent: number | null }
  | { name: 'ready'; objectUrl: string; clipUrl: string; generation: AiGeneration };

export function VideoTool() {
  const t = useT();
  const selectOptions = useSelectOptions();
  const failure = { title: t('messages.errorTitle'), fallback: t('failed') };
  const queryClient = useQueryClient();
  const form = useZodForm(videoRequestSchema, {
    defaultValues: { prompt: '', style: AI_DEFAULTS.videoStyle, duration: AI_DEFAULTS.videoDuration },
    failure,
  });
  const { register, formState } = form;
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [captions] = useState(() => captionsUrl(t('video.captions')));
  const running = useRef<AbortController | null>(null);
  const busy = phase.name === 'requesting' || phase.name === 'loading';

  useEffect(() => () => running.current?.abort(), []);
  useEffect(() => (phase.name === 'ready' ? () => URL.revokeObjectURL(phase.objectUrl) : undefined), [phase]);

  const showClip = async (generation: AiGeneration, clipUrl: string, signal: AbortSignal) => {
    setPhase({ name: 'loading', percent: null });
    const blob = await fetchClip(clipUrl, (percent) => setPhase({ name: 'loading', percent }), signal);
    setPhase({ name: 'ready', objectUrl: URL.createObjectURL(blob), clipUrl, generation });
  };

  /** Runs the latest request or reopening; a failure (unless superseded) clears the preview and rethrows. */
  const start = async (work: (signal: AbortSignal) => Promise<void>) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    try {
      await work(controller.signal);
    } catch (error) {
      if (controller.signal.aborted) return;
      setPhase({ name: 'idle' });
      throw error;
    }
  };

  const onSubmit = form.submit((values) => {
    if (busy) return;
    return start(async (signal) => {
      setPhase({ name: 'requesting' });
      const result = await requestVideo(values);
      await queryClient.invalidateQueries({ queryKey: historyKey('video') });
      await showClip(result.generation, result.videoUrl, signal);
    });
  });

  // A saved generation reopens with its inputs back in the form and the preview clip.
  const open = (generation: AiGeneration) => {
    form.reset({ ...form.getValues(), ...(generation.inputs as Partial<VideoRequest>) });
    start((signal) => showClip(generation, PREVIEW_CLIP_URL, signal)).catch((error: unknown) =>
      toast.error(failure.title, { description: errorMessage(error, failure.fallback) }),
    );
  };

  const download = () => {
    if (phase.name !== 'ready') return;
    saveFile(phase.objectUrl, downloadNames.video());
    toast.success(t('messages.videoDownloadTitle'), { description: t('messages.videoDownloadText') });
  };

  const share = async () => {
    if (phase.name !== 'ready') return;
    const link = new URL(phase.clipUrl, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('messages.linkCopiedTitle'), { description: t('messages.linkCopiedText') });
    } catch {
      toast.error(t('copyFailed'), { description: link });
    }
  };

  return (
    <ToolCard title={t('video.title')} description={t('video.description')} aside={<LastGenerated tool="video" />}>
      <div className="grid gap-6 lg:grid-cols-2">
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <FormField id="video-prompt" label={t('video.prompt')} error={formState.errors.prompt?.message}>
            {(field) => (
              <Textarea {...field} rows={4} placeholder={t('video.promptPlaceholder')} {...register('prompt')} />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="video-style" label={t('video.style')}>
              {(field) => <NativeSelect {...field} options={selectOptions.videoStyle} {...register('style')} />}
            </FormField>
            <FormField id="video-duration" label={t('video.duration')}>
              {(field) => (
                <NativeSelect
                  {...field}
                  options={selectOptions.videoDuration}
                  {...register('duration', { valueAsNumber: true })}
                />
              )}
            </FormField>
          </div>
          <Button type="submit" busy={busy} disabled={!form.watch('prompt').trim()}>
            <Sparkles aria-hidden="true" />
            {busy ? t('generating') : t('generate')}
          </Button>
        </form>
        <div className="flex flex-col gap-3">
          <div className="flex aspect-video items-center justify-center overflow-hidden rounded-md border border-border bg-muted/50">
            {phase.name === 'ready' ? (
              <video
                controls
                src={phase.objectUrl}
                aria-label={t('video.clipLabel')}
                className="size-full bg-black"
                data-testid="video-preview"
              >
                <track
                  kind="captions"
                  src={captions}
                  srcLang={t('video.captionsLang')}
                  label={t('video.captionsLabel')}
                />
              </video>
            ) : busy ? (
              <div className="flex w-3/4 flex-col gap-2" aria-live="polite">
                <p className="text-sm">
                  {phase.name === 'requesting' ? t('video.requesting') : t('video.loadingClip')}
                </p>
                <Progress value={phase.name === 'loading' ? phase.percent : null} label={t('video.loadingClip')} />
              </div>
            ) : (
              <p className="px-4 text-center text-sm text-muted-foreground">{t('previewEmpty')}</p>
            )}
          </div>
          <EngineNote engine="preview" />
          <div className="grid grid-cols-2 gap-2">
            <Button variant="outline" onClick={download} disabled={phase.name !== 'ready'}>
              <Download aria-hidden="true" />
              {t('download')}
            </Button>
            <Button variant="outline" onClick={share} disabled={phase.name !== 'ready'}>
              <Share2 aria-hidden="true" />
              {t('share')}
            </Button>
          </div>
        </div>
      </div>
      <HistoryList
        tool="video"
        activeId={phase.name === 'ready' ? phase.generation.id : undefined}
        summarize={(g) => String((g.inputs as VideoRequest).prompt ?? '')}
        onOpen={open}
      />
    </ToolCard>
  );
}

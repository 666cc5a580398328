import {
  EVENT_LOCATION_MAX,
  EVENT_TITLE_MAX,
  type EventType,
  POST_IMAGE_MAX_BYTES,
  POST_VIDEO_MAX_BYTES,
} from '@storyloom/domain';
import { X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { AudienceNote, audienceText } from '@/features/privacy';
import { useDateFormat } from '@/lib/use-date-format';
import { useT } from '../i18n';

export interface EventDraft {
  title: string;
  /** A datetime-local value, in the reader's time zone. */
  date: string;
  location: string;
  type: string;
}

/** The image or video of a post: a file input and a preview of the chosen file. */
export function MediaField({
  kind,
  file,
  onChange,
}: {
  kind: 'image' | 'video';
  file: File | null;
  onChange: (f: File | null) => void;
}) {
  const t = useT();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  // The server checks the bytes; this only saves a pointless upload.
  const choose = (chosen: File | null) => {
    const cap = kind === 'image' ? POST_IMAGE_MAX_BYTES : POST_VIDEO_MAX_BYTES;
    const issue = !chosen
      ? null
      : !chosen.type.startsWith(`${kind}/`)
        ? t('composer.mediaWrongType')
        : chosen.size > cap
          ? t('composer.mediaTooLarge')
          : null;
    setProblem(issue);
    onChange(issue ? null : chosen);
  };
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{kind === 'image' ? t('composer.chooseImage') : t('composer.chooseVideo')}</Label>
      <Input
        id={id}
        type="file"
        accept={kind === 'image' ? 'image/jpeg,image/png,image/gif,image/webp' : 'video/mp4,video/webm'}
        className="h-auto py-2"
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => choose(e.target.files?.[0] ?? null)}
      />
      <p id={`${id}-hint`} className={problem ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}>
        {problem ?? t('composer.mediaTooLarge')}
      </p>
      {preview && (
        <div className="relative self-start">
          {kind === 'image' ? (
            <img src={preview} alt="" className="max-h-60 rounded-lg" />
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: a preview of the creator's own clip
            <video src={preview} controls className="max-h-60 rounded-lg" />
          )}
          <Button
            variant="outline"
            size="icon"
            className="absolute top-2 end-2 size-8"
            aria-label={t('composer.removeMedia')}
            onClick={() => onChange(null)}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * Title, date, place and category of the event an event post creates. Without `askLocation` (a
 * young member) there is no place field: their events happen online, and a line says so.
 */
export function EventFields({
  draft,
  onChange,
  types,
  askLocation = true,
}: {
  draft: EventDraft;
  onChange: (d: EventDraft) => void;
  types: readonly EventType[];
  askLocation?: boolean;
}) {
  const t = useT();
  const id = useId();
  const { zoneName } = useDateFormat();
  const set = (change: Partial<EventDraft>) => onChange({ ...draft, ...change });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-2 sm:col-span-2">
        <Label htmlFor={`${id}-title`}>{t('composer.eventTitle')}</Label>
        <Input
          id={`${id}-title`}
          maxLength={EVENT_TITLE_MAX}
          value={draft.title}
          onChange={(e) => set({ title: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={`${id}-date`}>{t('composer.eventDate')}</Label>
          <span className="text-xs text-muted-foreground">{t('composer.timesIn', { zone: zoneName() })}</span>
        </div>
        <Input
          id={`${id}-date`}
          type="datetime-local"
          value={draft.date}
          onChange={(e) => set({ date: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-type`}>{t('composer.eventType')}</Label>
        <NativeSelect id={`${id}-type`} value={draft.type} onChange={(e) => set({ type: e.target.value })}>
          {types.map((type) => (
            <option key={type} value={type}>
              {t(`events.types.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {askLocation ? (
        <div className="flex flex-col gap-2 sm:col-span-2">
          <Label htmlFor={`${id}-location`}>{t('composer.eventLocation')}</Label>
          <Input
            id={`${id}-location`}
            maxLength={EVENT_LOCATION_MAX}
            value={draft.location}
            onChange={(e) => set({ location: e.target.value })}
          />
        </div>
      ) : (
        <AudienceNote className="sm:col-span-2">{audienceText.eventsOnline}</AudienceNote>
      )}
    </div>
  );
}

import {
  type CreatePostInput,
  canPublish,
  createPostSchema,
  DEFAULT_POST_SPACE_NAME,
  EVENT_TYPES,
  type EventType,
  mediaPostFieldsSchema,
  POST_CONTENT_MAX,
  type PostType,
  type PostVisibility,
} from '@storyloom/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { AudienceNote, audienceText, useIsMinor } from '@/features/privacy';
import { GuidelinesNote, SafetyCoach, useSafetyCoach } from '@/features/safety';
import { useDateFormat } from '@/lib/use-date-format';
import { useZodForm } from '@/lib/use-zod-form';
import { createMediaPost, createPost, refreshAfterPostChange } from '../api/posts';
import { allSpacesQueryOptions } from '../api/spaces';
import { useT } from '../i18n';
import { type EventDraft, EventFields, MediaField } from './composer-fields';
import { EmojiInsert, LinkInsert, LocationInsert, MentionInsert } from './composer-inserts';
import { PostTypeRadios } from './post-type-radios';

const EMPTY_EVENT: EventDraft = { title: '', date: '', location: '', type: 'workshop' };

type ComposerValues = {
  type: PostType;
  content: string;
  visibility: PostVisibility;
  /** The space chosen in the select; '' is the default space. */
  spaceId: string;
  file: File | null;
  event: EventDraft;
};

const EMPTY: ComposerValues = {
  type: 'post',
  content: '',
  visibility: 'public',
  spaceId: '',
  file: null,
  event: EMPTY_EVENT,
};

/** What publishing sends: an image or video with its text fields (multipart), or a JSON post. */
type PostRequest =
  | { file: File; fields: { content: string; visibility: PostVisibility; spaceId?: string } }
  | { body: CreatePostInput };

/**
 * The composer's values as the request to send, checked with the server's schemas. The event's
 * time is read in the user's zone (Settings → General), as every date is shown.
 */
function composerSchema(
  readLocal: (value: string) => Date | null,
  spaceOf: (chosen: string) => string,
  mediaMissing: string,
) {
  return z.custom<ComposerValues>().transform((v, ctx): PostRequest => {
    const spaceId = spaceOf(v.spaceId);
    const base = { content: v.content, visibility: v.visibility, ...(spaceId ? { spaceId } : {}) };
    // One message per top-level field (the event's time under 'event'), for the invalid-submit toast.
    const check = (schema: z.ZodType, value: unknown) => {
      for (const { path, message } of schema.safeParse(value).error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: [String(path[0] ?? 'content')], message });
      }
    };
    if (v.type === 'image' || v.type === 'video') {
      if (!v.file) ctx.addIssue({ code: 'custom', path: ['file'], message: mediaMissing });
      check(mediaPostFieldsSchema, base);
      return v.file ? { file: v.file, fields: base } : z.NEVER;
    }
    const body: CreatePostInput =
      v.type === 'event'
        ? {
            ...base,
            type: 'event',
            event: {
              title: v.event.title,
              startsAt: readLocal(v.event.date)?.toISOString() ?? '',
              location: v.event.location,
              type: v.event.type as EventType,
            },
          }
        : { ...base, type: 'post' };
    check(createPostSchema, body);
    return { body };
  });
}

/**
 * The composer: four post types, visibility, space, emoji/mention/link/location inserts. Post is
 * enabled only when the draft can be published (text for a text post, the file for an image or
 * video, title and date for an event). After publishing it resets to a public text post.
 */
export function Composer({ spaceId, focusSignal = 0 }: { spaceId?: string; focusSignal?: number }) {
  const t = useT();
  const queryClient = useQueryClient();
  // No location is asked of young members; what "public" means is said to them plainly.
  const minor = useIsMinor();
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const dates = useDateFormat();
  const spaces = useQuery({ ...allSpacesQueryOptions, enabled: !spaceId });
  const defaultSpace = spaces.data?.items.find((s) => s.name === DEFAULT_POST_SPACE_NAME)?.id ?? '';
  // A space page posts into its space; elsewhere the chosen space, else the default one.
  const spaceOf = (chosen: string) => spaceId ?? (chosen || defaultSpace);
  const form = useZodForm(composerSchema(dates.fromLocalInput, spaceOf, t('composer.mediaMissing')), {
    defaultValues: EMPTY,
    namedFields: false,
    failure: { title: t('composer.publishFailed'), fallback: t('composer.publishFailed') },
  });
  const { register, setValue, getValues } = form;
  const [type, content, file, event, chosenSpace, visibility] = form.watch([
    'type',
    'content',
    'file',
    'event',
    'spaceId',
    'visibility',
  ]);
  const targetSpace = spaceOf(chosenSpace);
  const audienceId = useId();

  useEffect(() => {
    if (focusSignal > 0) textRef.current?.focus();
  }, [focusSignal]);

  const ready = canPublish({ type, content, hasMedia: Boolean(file), eventTitle: event.title, eventDate: event.date });
  // The safety filter's answers (issue 16): shown above Publish, for the text as it is now.
  const coach = useSafetyCoach([content, event.title, event.location].join('\n'));

  const onSubmit = form.submit(
    (request) =>
      coach.guard(async (ack) => {
        await ('file' in request
          ? createMediaPost(
              { ...request.fields, ...(ack.acknowledgePersonalInfo ? { acknowledgePersonalInfo: 'true' } : {}) },
              request.file,
            )
          : createPost({ ...request.body, ...ack }));
        // The chosen space stays for the next post.
        form.reset({ ...EMPTY, spaceId: getValues('spaceId') });
        // The emptied form disables Publish, which would drop focus on <body>: start the next post instead.
        textRef.current?.focus();
        toast.success(t('composer.published'));
        await refreshAfterPostChange(queryClient);
      }),
    (errors) => toast.error(t('composer.publishFailed'), { description: Object.values(errors)[0]?.message }),
  );

  const insert = (text: string) => {
    const el = textRef.current;
    const current = getValues('content');
    const start = el?.selectionStart ?? current.length;
    const end = el?.selectionEnd ?? current.length;
    setValue('content', (current.slice(0, start) + text + current.slice(end)).slice(0, POST_CONTENT_MAX));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + text.length, start + text.length);
    });
  };

  const { ref: contentRef, ...contentField } = register('content');
  return (
    <form
      aria-label={t('composer.label')}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm"
      onSubmit={(e) => {
        if (ready) return onSubmit(e);
        e.preventDefault();
      }}
    >
      <PostTypeRadios value={type} onChange={(value) => setValue('type', value)} />
      <Textarea
        ref={(el) => {
          contentRef(el);
          textRef.current = el;
        }}
        aria-label={t('composer.label')}
        placeholder={t('composer.placeholder')}
        rows={3}
        maxLength={POST_CONTENT_MAX}
        {...contentField}
      />
      {(type === 'image' || type === 'video') && (
        <MediaField kind={type} file={file} onChange={(f) => setValue('file', f)} />
      )}
      {type === 'event' && (
        <EventFields draft={event} onChange={(d) => setValue('event', d)} types={EVENT_TYPES} askLocation={!minor} />
      )}
      <SafetyCoach coach={coach} onEdit={() => textRef.current?.focus()} />
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center">
          <EmojiInsert onInsert={insert} />
          <MentionInsert onInsert={insert} />
          <LinkInsert onInsert={insert} />
          {!minor && <LocationInsert onInsert={insert} />}
        </div>
        <div className="ms-auto flex flex-wrap items-center gap-2">
          {!spaceId && (
            <NativeSelect
              aria-label={t('composer.space')}
              className="w-auto max-w-56 min-w-32"
              value={targetSpace}
              onChange={(e) => setValue('spaceId', e.target.value)}
            >
              {spaces.data?.items.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.icon} {s.name}
                </option>
              ))}
            </NativeSelect>
          )}
          <NativeSelect
            aria-label={t('visibility.label')}
            aria-describedby={minor && visibility === 'public' ? audienceId : undefined}
            className="w-auto min-w-32"
            {...register('visibility')}
          >
            <option value="public">{t('visibility.public')}</option>
            <option value="private">{t('visibility.private')}</option>
          </NativeSelect>
          <Button type="submit" busy={form.busy} disabled={!ready}>
            {form.busy ? t('composer.publishing') : t('composer.publish')}
          </Button>
        </div>
      </div>
      {minor && visibility === 'public' && <AudienceNote id={audienceId}>{audienceText.publicPost}</AudienceNote>}
      <GuidelinesNote />
    </form>
  );
}

import {
  canPublish,
  DEFAULT_POST_SPACE_NAME,
  EVENT_TYPES,
  type EventType,
  POST_CONTENT_MAX,
  POST_TYPES,
  type PostType,
  type PostVisibility,
  uiText,
} from '@storyloom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Calendar, FileText, Image as ImageIcon, Video } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { useDateFormat } from '@/lib/use-date-format';
import { cn } from '@/lib/utils';
import { createMediaPost, createPost, refreshAfterPostChange } from '../api/posts';
import { allSpacesQueryOptions } from '../api/spaces';
import { type EventDraft, EventFields, MediaField } from './composer-fields';
import { EmojiInsert, LinkInsert, LocationInsert, MentionInsert } from './composer-inserts';

const t = uiText.community;
const TYPE_ICONS = { post: FileText, image: ImageIcon, video: Video, event: Calendar } as const;
const EMPTY_EVENT: EventDraft = { title: '', date: '', location: '', type: 'workshop' };

/**
 * The composer: four post types, visibility, space, emoji/mention/link/location inserts, and the
 * spec's rules for when Post is enabled. After publishing it resets to a public text post.
 */
export function Composer({ spaceId, focusSignal = 0 }: { spaceId?: string; focusSignal?: number }) {
  const queryClient = useQueryClient();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [type, setType] = useState<PostType>('post');
  const [content, setContent] = useState('');
  const [visibility, setVisibility] = useState<PostVisibility>('public');
  const [file, setFile] = useState<File | null>(null);
  const [event, setEvent] = useState<EventDraft>(EMPTY_EVENT);
  const dates = useDateFormat();
  const spaces = useQuery({ ...allSpacesQueryOptions, enabled: !spaceId });
  const defaultSpace = spaces.data?.items.find((s) => s.name === DEFAULT_POST_SPACE_NAME)?.id ?? '';
  const [chosenSpace, setChosenSpace] = useState('');
  const targetSpace = spaceId ?? (chosenSpace || defaultSpace);

  useEffect(() => {
    if (focusSignal > 0) textRef.current?.focus();
  }, [focusSignal]);

  const reset = () => {
    setType('post');
    setContent('');
    setVisibility('public');
    setFile(null);
    setEvent(EMPTY_EVENT);
  };

  const publish = useMutation({
    mutationFn: () => {
      const base = { content, visibility, ...(targetSpace ? { spaceId: targetSpace } : {}) };
      if ((type === 'image' || type === 'video') && file) return createMediaPost(base, file);
      if (type === 'event') {
        // The typed time is read in the user's zone (Settings → General), as every date is shown.
        const startsAt = dates.fromLocalInput(event.date)?.toISOString() ?? '';
        return createPost({
          ...base,
          type,
          event: { title: event.title, startsAt, location: event.location, type: event.type as EventType },
        });
      }
      return createPost({ ...base, type: 'post' });
    },
    onSuccess: async () => {
      reset();
      toast.success(t.published);
      await refreshAfterPostChange(queryClient);
    },
    onError: (error) => toast.error(t.publishFailed, { description: errorMessage(error, t.publishFailed) }),
  });

  const ready = canPublish({ type, content, hasMedia: Boolean(file), eventTitle: event.title, eventDate: event.date });

  const insert = (text: string) => {
    const el = textRef.current;
    const start = el?.selectionStart ?? content.length;
    const end = el?.selectionEnd ?? content.length;
    const next = (content.slice(0, start) + text + content.slice(end)).slice(0, POST_CONTENT_MAX);
    setContent(next);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + text.length, start + text.length);
    });
  };

  return (
    <form
      aria-label={t.composerLabel}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready && !publish.isPending) publish.mutate();
      }}
    >
      <div role="radiogroup" aria-label={t.postTypeLabel} className="flex flex-wrap gap-1">
        {POST_TYPES.map((value) => {
          const Icon = TYPE_ICONS[value];
          return (
            <Button
              key={value}
              role="radio"
              aria-checked={type === value}
              variant={type === value ? 'primary' : 'ghost'}
              size="sm"
              onClick={() => setType(value)}
            >
              <Icon aria-hidden="true" />
              {t.postTypes[value]}
            </Button>
          );
        })}
      </div>
      <Textarea
        ref={textRef}
        aria-label={t.composerLabel}
        placeholder={t.composerPlaceholder}
        rows={3}
        maxLength={POST_CONTENT_MAX}
        value={content}
        onChange={(e) => setContent(e.target.value)}
      />
      {(type === 'image' || type === 'video') && <MediaField kind={type} file={file} onChange={setFile} />}
      {type === 'event' && <EventFields draft={event} onChange={setEvent} types={EVENT_TYPES} />}
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center">
          <EmojiInsert onInsert={insert} />
          <MentionInsert onInsert={insert} />
          <LinkInsert onInsert={insert} />
          <LocationInsert onInsert={insert} />
        </div>
        <div className={cn('ml-auto flex flex-wrap items-center gap-2')}>
          {!spaceId && (
            <NativeSelect
              aria-label={t.space}
              className="w-44"
              value={targetSpace}
              onChange={(e) => setChosenSpace(e.target.value)}
            >
              {spaces.data?.items.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.icon} {s.name}
                </option>
              ))}
            </NativeSelect>
          )}
          <NativeSelect
            aria-label={t.visibility}
            className="w-32"
            value={visibility}
            onChange={(e) => setVisibility(e.target.value as PostVisibility)}
          >
            <option value="public">{t.visibilities.public}</option>
            <option value="private">{t.visibilities.private}</option>
          </NativeSelect>
          <Button type="submit" disabled={!ready || publish.isPending}>
            {publish.isPending ? t.publishing : t.publish}
          </Button>
        </div>
      </div>
    </form>
  );
}

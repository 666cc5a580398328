import { EMOJIS, type Member, type Page } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { AtSign, Link2, MapPin, Smile, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ReactNode, useId, useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useDomainText } from '@/i18n';
import { api } from '@/lib/api';
import { useZodForm } from '@/lib/use-zod-form';
import { communityKeys, qs } from '../api/keys';
import { useT } from '../i18n';
import { linkInsertSchema, linkInsertText } from './link-insert';

function InsertPopover({
  label,
  icon,
  open,
  onOpenChange,
  children,
}: {
  label: string;
  icon: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} title={label}>
          {icon}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-50 w-72 rounded-lg border border-border bg-surface p-3 text-foreground shadow-lg"
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The emoji picker: 'Pick an emoji', a close button and a grid of about 62 emojis. */
export function EmojiInsert({ onInsert }: { onInsert: (text: string) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <InsertPopover label={t('insert.emoji')} icon={<Smile aria-hidden="true" />} open={open} onOpenChange={setOpen}>
      <div className="mb-2 flex items-center justify-between">
        <p className="text-sm font-semibold">{t('insert.pickAnEmoji')}</p>
        <Popover.Close asChild>
          <Button variant="ghost" size="icon" className="size-8" aria-label={t('insert.closeEmoji')}>
            <X aria-hidden="true" />
          </Button>
        </Popover.Close>
      </div>
      <div className="grid grid-cols-8 gap-1">
        {EMOJIS.map((emoji) => (
          <button
            key={emoji}
            type="button"
            className="flex size-8 items-center justify-center rounded text-lg hover:bg-muted"
            aria-label={emoji}
            onClick={() => {
              onInsert(emoji);
              setOpen(false);
            }}
          >
            {emoji}
          </button>
        ))}
      </div>
    </InsertPopover>
  );
}

/** @mention: search the directory and insert the chosen member's username. */
export function MentionInsert({ onInsert }: { onInsert: (text: string) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const results = useQuery({
    queryKey: [...communityKeys.all, 'mention', q],
    queryFn: ({ signal }) => api<Page<Member>>(`/api/members${qs({ q, pageSize: 6 })}`, { signal }),
    enabled: open,
  });
  return (
    <InsertPopover label={t('insert.mention')} icon={<AtSign aria-hidden="true" />} open={open} onOpenChange={setOpen}>
      <Input
        aria-label={t('insert.mentionSearch')}
        placeholder={t('insert.mentionSearch')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <ul className="mt-2 flex flex-col">
        {results.data?.items.map((m) => (
          <li key={m.id}>
            <button
              type="button"
              className="flex w-full flex-col rounded px-2 py-1.5 text-start text-sm hover:bg-muted"
              onClick={() => {
                onInsert(`@${m.username} `);
                setOpen(false);
                setQ('');
              }}
            >
              <span className="font-medium">{m.name}</span>
              <span className="text-xs text-muted-foreground">@{m.username}</span>
            </button>
          </li>
        ))}
        {results.data?.items.length === 0 && (
          <li className="px-2 py-1.5 text-sm text-muted-foreground">{t('insert.noMatches')}</li>
        )}
      </ul>
    </InsertPopover>
  );
}

/** What the location popover takes: some text, at most a post's worth of a line. */
const locationSchema = z.object({ value: z.string().trim().min(1).max(500) });

type InsertSchema = z.ZodType<{ value: string }, { value: string }>;

/**
 * A small form in a popover that checks what was typed with `schema`, then inserts it shaped by
 * `format`; a refusal shows under the field.
 */
function TextInsert({
  label,
  icon,
  field,
  type = 'text',
  schema,
  format,
  onInsert,
}: {
  label: string;
  icon: ReactNode;
  field: string;
  type?: 'text' | 'url';
  schema: InsertSchema;
  format: (value: string) => string;
  onInsert: (text: string) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const errorId = useId();
  // Nothing here reaches the server: the text goes into the post being written.
  const form = useZodForm(schema, { defaultValues: { value: '' }, failure: { fallback: '' } });
  const blank = !form.watch('value').trim();
  const domainText = useDomainText();
  const problem = form.formState.errors.value?.message;
  // The link check's own message is ours; anything else is a shared schema's, told in the reader's language.
  const error = problem === linkInsertText.invalid ? t('insert.linkInvalid') : problem && domainText(problem);
  const insert = form.submit(({ value }) => {
    onInsert(format(value));
    form.reset();
    setOpen(false);
  });
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };
  return (
    <InsertPopover label={label} icon={icon} open={open} onOpenChange={onOpenChange}>
      <form
        className="flex flex-col gap-2"
        noValidate
        onSubmit={(e) => {
          // The popover renders in a portal, but React still bubbles its submit to the composer's form.
          e.stopPropagation();
          void insert(e);
        }}
      >
        <Input
          aria-label={field}
          placeholder={field}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...form.register('value')}
        />
        {error && (
          <p id={errorId} className="text-sm text-destructive">
            {error}
          </p>
        )}
        <Button type="submit" size="sm" disabled={blank}>
          {t('insert.insert')}
        </Button>
      </form>
    </InsertPopover>
  );
}

/** A link: a safe http(s) address ('https://' added when no scheme was typed), else the field says why. */
export function LinkInsert({ onInsert }: { onInsert: (text: string) => void }) {
  const t = useT();
  return (
    <TextInsert
      label={t('insert.link')}
      icon={<Link2 aria-hidden="true" />}
      field={t('insert.linkUrl')}
      type="url"
      schema={linkInsertSchema}
      format={(address) => `${address} `}
      onInsert={onInsert}
    />
  );
}

export function LocationInsert({ onInsert }: { onInsert: (text: string) => void }) {
  const t = useT();
  return (
    <TextInsert
      label={t('insert.location')}
      icon={<MapPin aria-hidden="true" />}
      field={t('insert.locationName')}
      schema={locationSchema}
      format={(v) => `📍 ${v} `}
      onInsert={onInsert}
    />
  );
}

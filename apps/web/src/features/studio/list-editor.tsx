import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDomainText } from '@/i18n';
import { type StudioKey, useT } from './i18n';

type ListWords = {
  /** The list's name ("Prerequisites"), its fieldset's legend. */
  legend: StudioKey;
  hint?: StudioKey;
  /** One item's field ("Prerequisite {n}") and its remove button ("Remove prerequisite {n}"). */
  item: StudioKey;
  remove: StudioKey;
  add: StudioKey;
  newItem: StudioKey;
};

/** The lists the details form edits, with their words. */
const lists = {
  learningPoints: {
    legend: 'editor.learningPoints',
    item: 'editor.learningPointN',
    remove: 'editor.removeLearningPoint',
    add: 'editor.addLearningPoint',
    newItem: 'editor.newLearningPoint',
  },
  prerequisites: {
    legend: 'editor.prerequisites',
    hint: 'editor.prerequisitesHint',
    item: 'editor.prerequisiteN',
    remove: 'editor.removePrerequisite',
    add: 'editor.addPrerequisite',
    newItem: 'editor.newPrerequisite',
  },
} as const satisfies Record<string, ListWords>;

type ListEditorProps = {
  /** Which list: its legend, hint and labels. */
  list: keyof typeof lists;
  max: number;
  maxLength: number;
  value: string[];
  onChange: (next: string[]) => void;
  /** The message for the whole list, and one per item (by index). */
  error?: string;
  itemErrors?: (string | undefined)[];
};

/** A short list of lines (learning points, prerequisites): edit each in place, remove it, add one more. */
export function ListEditor(props: ListEditorProps) {
  const { list, max, maxLength, value, onChange, error, itemErrors } = props;
  const words: ListWords = lists[list];
  const t = useT();
  const domainText = useDomainText();
  const newLabel = t(words.newItem);
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = value.length >= max;

  const add = () => {
    const item = draft.trim();
    if (!item || full) return;
    onChange([...value, item]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the line instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{t(words.legend)}</legend>
      {words.hint && <p className="text-sm text-muted-foreground">{t(words.hint)}</p>}
      {value.length > 0 && (
        <ol className="flex flex-col gap-2">
          {value.map((item, index) => {
            const n = index + 1;
            const itemError = itemErrors?.[index];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines are plain strings that may repeat; the position is their identity
              <li key={index} className="flex flex-col gap-1">
                <div className="flex items-center gap-2">
                  <Input
                    aria-label={t(words.item, { n })}
                    value={item}
                    maxLength={maxLength}
                    aria-invalid={itemError ? true : undefined}
                    aria-describedby={itemError ? `${id}-${index}-error` : undefined}
                    onChange={(event) => onChange(value.map((v, i) => (i === index ? event.target.value : v)))}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t(words.remove, { n })}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </div>
                {itemError && (
                  <p id={`${id}-${index}-error`} className="text-sm text-destructive">
                    {domainText(itemError)}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {full ? (
        <p className="text-sm text-muted-foreground">{t('editor.listFull', { max })}</p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1">
            <Label htmlFor={`${id}-new`} className="sr-only">
              {newLabel}
            </Label>
            <Input
              id={`${id}-new`}
              value={draft}
              maxLength={maxLength}
              placeholder={newLabel}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
            />
          </div>
          <Button variant="outline" onClick={add} disabled={!draft.trim()}>
            <Plus aria-hidden="true" />
            {t(words.add)}
          </Button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {domainText(error)}
        </p>
      )}
    </fieldset>
  );
}

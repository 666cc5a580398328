import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { editorText as t } from './copy';

type ListEditorProps = {
  /** The list's name ("Prerequisites"), its fieldset's legend. */
  legend: string;
  /** What one item is called ("Prerequisite"): "Prerequisite 2", "Remove prerequisite 2". */
  itemName: string;
  addLabel: string;
  newLabel: string;
  hint?: string;
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
  const { legend, itemName, addLabel, newLabel, hint, max, maxLength, value, onChange, error, itemErrors } = props;
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
      <legend className="text-sm font-medium">{legend}</legend>
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
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
                    aria-label={t.itemLabel(itemName, n)}
                    value={item}
                    maxLength={maxLength}
                    aria-invalid={itemError ? true : undefined}
                    aria-describedby={itemError ? `${id}-${index}-error` : undefined}
                    onChange={(event) => onChange(value.map((v, i) => (i === index ? event.target.value : v)))}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t.removeItem(itemName, n)}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </div>
                {itemError && (
                  <p id={`${id}-${index}-error`} className="text-sm text-destructive">
                    {itemError}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {full ? (
        <p className="text-sm text-muted-foreground">{t.listFull(max)}</p>
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
            {addLabel}
          </Button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

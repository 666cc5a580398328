import { Plus, Trash2 } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useT } from '../i18n';

/** A repeatable group of text inputs (agenda items, materials) with add and remove. */
export function RowList({
  legend,
  addLabel,
  fields,
  columns,
  onAdd,
  onRemove,
  register,
  error,
}: {
  legend: string;
  addLabel: string;
  fields: Array<{ id: string }>;
  columns: Array<{ key: string; label: string }>;
  onAdd: () => void;
  onRemove: (index: number) => void;
  register: (index: number, key: string) => UseFormRegisterReturn;
  error?: string;
}) {
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {fields.map((field, i) => (
        <div key={field.id} className="flex flex-wrap items-center gap-2">
          {columns.map((c) => (
            <Input
              key={c.key}
              aria-label={t('events.rowField', { legend, n: i + 1, label: c.label })}
              placeholder={c.label}
              className="min-w-0 flex-1 basis-28"
              {...register(i, c.key)}
            />
          ))}
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('events.removeRow', { legend, n: i + 1 })}
            onClick={() => onRemove(i)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      {error && <p className="text-sm text-destructive">{error}</p>}
      <Button variant="outline" size="sm" className="self-start" onClick={onAdd}>
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    </fieldset>
  );
}

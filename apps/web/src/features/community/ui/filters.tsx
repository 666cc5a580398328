import { Filter, Search } from 'lucide-react';
import { DropdownMenu as Primitive } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useT } from '../i18n';

type Option<T extends string> = { value: T; label: string };

/** Toggle chips: one pressed at a time, named by a (visually hidden) legend. */
export function Chips<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: ReadonlyArray<Option<T>>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{legend}</legend>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={cn(
            'rounded-full border px-3 py-1 text-sm font-medium',
            value === o.value
              ? 'border-primary bg-primary text-primary-foreground'
              : 'border-border bg-surface hover:bg-muted',
          )}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}

/** The Filter button: a menu of mutually exclusive choices. */
export function FilterMenu<T extends string>({
  options,
  value,
  onChange,
}: {
  options: ReadonlyArray<Option<T>>;
  value: T;
  onChange: (value: T) => void;
}) {
  const t = useT();
  const current = options.find((o) => o.value === value)?.label ?? '';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" aria-label={t('filter.current', { current })}>
          <Filter aria-hidden="true" />
          <span className="hidden sm:inline">{t('filter.menu')}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <Primitive.RadioGroup value={value} onValueChange={(v) => onChange(v as T)}>
          {options.map((o) => (
            <Primitive.RadioItem
              key={o.value}
              value={o.value}
              className="flex cursor-default select-none items-center gap-2 rounded-md px-2 py-2 text-sm outline-none data-[highlighted]:bg-muted data-[state=checked]:font-semibold"
            >
              {o.label}
            </Primitive.RadioItem>
          ))}
        </Primitive.RadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A search box that reports its trimmed text once typing pauses. */
export function SearchBox({ label, onSearch }: { label: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState('');
  useEffect(() => {
    const handle = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(handle);
  }, [text, onSearch]);
  return (
    <div className="relative flex-1">
      <Search aria-hidden="true" className="absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        aria-label={label}
        placeholder={label}
        className="ps-9"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  );
}

import { COURSE_CATEGORIES, COURSE_SEARCH_MAX_LENGTH } from '@storyloom/domain';
import { LayoutGrid, List, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useT } from '../i18n';
import { categoryLabel } from './list-text';

export type Layout = 'grid' | 'list';
export type Category = (typeof COURSE_CATEGORIES)[number];

const SEARCH_DELAY_MS = 300;

type ToolbarProps = {
  search: string;
  onSearch: (value: string) => void;
  category: Category;
  onCategory: (value: Category) => void;
  layout: Layout;
  onLayout: (value: Layout) => void;
};

const chip = (active: boolean) =>
  cn(
    'h-9 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors',
    active ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface hover:bg-muted',
  );

/** Search (debounced), the seven category filters and the grid/list toggle. */
export function CatalogueToolbar({ search, onSearch, category, onCategory, layout, onLayout }: ToolbarProps) {
  const t = useT();
  const [draft, setDraft] = useState(search);
  useEffect(() => setDraft(search), [search]);
  useEffect(() => {
    if (draft.trim() === search) return;
    const timer = setTimeout(() => onSearch(draft.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, search, onSearch]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex gap-3">
        <search className="relative flex-1">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              onSearch(draft.trim());
            }}
          >
            <Search
              aria-hidden="true"
              className="absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              type="search"
              aria-label={t('catalogue.searchLabel')}
              placeholder={t('catalogue.searchPlaceholder')}
              maxLength={COURSE_SEARCH_MAX_LENGTH}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              className="ps-9"
            />
          </form>
        </search>
        <fieldset className="m-0 flex shrink-0 rounded-md border border-border bg-surface p-0.5">
          <legend className="sr-only">{t('catalogue.layoutLabel')}</legend>
          {(
            [
              ['grid', t('catalogue.gridView'), LayoutGrid],
              ['list', t('catalogue.listView'), List],
            ] as const
          ).map(([value, label, Icon]) => (
            <button
              key={value}
              type="button"
              aria-label={label}
              aria-pressed={layout === value}
              onClick={() => onLayout(value)}
              className={cn(
                'flex size-9 items-center justify-center rounded',
                layout === value ? 'bg-muted text-foreground' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
            </button>
          ))}
        </fieldset>
      </div>
      <fieldset className="m-0 -mx-1 flex min-w-0 gap-2 overflow-x-auto border-0 px-1 pb-1">
        <legend className="sr-only">{t('catalogue.categoriesLabel')}</legend>
        {COURSE_CATEGORIES.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={category === name}
            className={chip(category === name)}
            onClick={() => onCategory(name)}
          >
            {categoryLabel(t, name)}
          </button>
        ))}
      </fieldset>
    </div>
  );
}

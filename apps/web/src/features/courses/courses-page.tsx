import { COURSE_CATEGORIES, type CourseSummary } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pager } from '@/components/pager';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { cn, docTitle } from '@/lib/utils';
import { catalogueQueryOptions } from './api';
import { CatalogueToolbar, type Category, type Layout } from './components/catalogue-toolbar';
import { CourseCard } from './components/course-card';
import { EnrollWizard } from './components/enroll-wizard';
import { useListText } from './components/list-text';
import { useT } from './i18n';

const LAYOUT_KEY = 'storyloom-courses-layout';

function storedLayout(): Layout {
  try {
    return localStorage.getItem(LAYOUT_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

function asCategory(value: string | null): Category {
  return COURSE_CATEGORIES.find((c) => c === value) ?? 'All';
}

type Filters = { search: string; category: Category; page: number };

function filtersFrom(params: URLSearchParams): Filters {
  return {
    search: params.get('q') ?? '',
    category: asCategory(params.get('category')),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

function paramsFrom({ search, category, page }: Filters): Record<string, string> {
  return {
    ...(search ? { q: search } : {}),
    ...(category !== 'All' ? { category } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  };
}

/** /courses (titled Enrolled Courses): the catalogue with search, categories, layout and enrollment. */
export function CoursesPage() {
  const t = useT();
  const { pagerLabels, queryText } = useListText();
  const [params, setParams] = useSearchParams();
  // React state is the source of truth (its updates queue, so a search and a category click cannot
  // overwrite each other); the URL mirrors it so a filtered catalogue can be shared and reloaded.
  const [filters, setFilters] = useState(() => filtersFrom(params));
  const [layout, setLayout] = useState<Layout>(storedLayout);
  const [enrolling, setEnrolling] = useState<CourseSummary | null>(null);
  const query = useQuery(catalogueQueryOptions(filters));

  useEffect(() => {
    const next = new URLSearchParams(paramsFrom(filters));
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [filters, params, setParams]);

  // Any change of search or category goes back to page 1.
  const onSearch = useCallback((search: string) => setFilters((f) => ({ ...f, search, page: 1 })), []);
  const onCategory = useCallback((category: Category) => setFilters((f) => ({ ...f, category, page: 1 })), []);

  const chooseLayout = (value: Layout) => {
    setLayout(value);
    try {
      localStorage.setItem(LAYOUT_KEY, value);
    } catch {
      // storage unavailable (private mode): the choice lasts for this visit only
    }
  };

  const data = query.data;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 md:px-8 md:py-10">
      <title>{docTitle(t('catalogue.title'))}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('catalogue.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('catalogue.subtitle')}</p>
      </header>
      <CatalogueToolbar
        search={filters.search}
        onSearch={onSearch}
        category={filters.category}
        onCategory={onCategory}
        layout={layout}
        onLayout={chooseLayout}
      />
      {!data ? (
        <QueryState query={query} text={queryText} className="py-12" />
      ) : data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-12 text-center">
          <p className="text-muted-foreground">{t('catalogue.noResults')}</p>
          <Button variant="outline" onClick={() => setFilters({ search: '', category: 'All', page: 1 })}>
            {t('catalogue.clearFilters')}
          </Button>
        </div>
      ) : (
        <ul
          aria-busy={query.isPlaceholderData}
          className={cn('grid gap-4', layout === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1')}
        >
          {data.items.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} layout={layout} onEnroll={setEnrolling} />
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pager
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(page) => setFilters((f) => ({ ...f, page }))}
          labels={pagerLabels}
        />
      )}
      <EnrollWizard course={enrolling} onClose={() => setEnrolling(null)} />
    </div>
  );
}

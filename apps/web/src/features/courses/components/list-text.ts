import type { COURSE_CATEGORIES } from '@storyloom/domain';
import { useMemo } from 'react';
import type { PagerLabels } from '@/components/pager';
import type { QueryStateText } from '@/components/query-state';
import { errorMessage } from '@/lib/api';
import { type CoursesKey, useT } from '../i18n';

type Translate = ReturnType<typeof useT>;

/** The course lists' pager and failed-query texts, in the reader's language. */
export function useListText(): { pagerLabels: PagerLabels; queryText: QueryStateText } {
  const t = useT();
  return useMemo(
    () => ({
      // "Page x of y" between Previous page and Next page, and as its name.
      pagerLabels: {
        previous: t('pager.previous'),
        next: t('pager.next'),
        pageOf: (page: number, pages: number) => t('pager.pageOf', { page, pages }),
      },
      // A course query that failed: 'Something went wrong', the server's message and Try again.
      queryText: {
        failedTitle: t('error.title'),
        failed: (error: unknown) => errorMessage(error, ''),
        retry: t('error.retry'),
      },
    }),
    [t],
  );
}

/** The catalogue's category ids (sent to the server as they are) and their labels. */
const CATEGORY_KEYS: Record<(typeof COURSE_CATEGORIES)[number], CoursesKey> = {
  All: 'category.all',
  Storytelling: 'category.storytelling',
  'AI Integration': 'category.aiIntegration',
  Entrepreneurship: 'category.entrepreneurship',
  'Content Creation': 'category.contentCreation',
  'Audience Engagement': 'category.audienceEngagement',
  Monetization: 'category.monetization',
};

/** A course category in the reader's language (an unknown one as it is). */
export function categoryLabel(t: Translate, category: string): string {
  const key = CATEGORY_KEYS[category as keyof typeof CATEGORY_KEYS];
  return key ? t(key) : category;
}

import { uiText } from '@storyloom/domain';
import type { PagerLabels } from '@/components/pager';
import type { QueryStateText } from '@/components/query-state';
import { errorMessage } from '@/lib/api';

const t = uiText.courses;

/** The course lists' pager: "Page x of y" between Previous page and Next page, and as its name. */
export const pagerLabels: PagerLabels = { previous: t.previousPage, next: t.nextPage, pageOf: t.pageOf };

/** A course query that failed: 'Something went wrong', the server's message and Try again. */
export const queryText: QueryStateText = {
  failedTitle: t.errorTitle,
  failed: (error) => errorMessage(error, ''),
  retry: t.retry,
};

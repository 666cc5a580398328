import type { EventType } from '@storyloom/domain';

/** Each event type has its own colour style. */
export const EVENT_TYPE_STYLES: Record<EventType, string> = {
  workshop: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
  masterclass: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  networking: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  business: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  discussion: 'bg-pink-100 text-pink-900 dark:bg-pink-950 dark:text-pink-200',
};

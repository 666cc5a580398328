import type { ActivityItem } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, CalendarCheck, CheckCircle2, MessageSquare, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { relativeTime } from '@/lib/relative-time';
import { useDateFormat } from '@/lib/use-date-format';
import { activityQueryOptions } from './api';
import { type DashboardKey, useT } from './i18n';
import { Panel } from './panel';

const ICONS = {
  enrolled: BookOpen,
  module_completed: CheckCircle2,
  commented: MessageSquare,
  rsvp: CalendarCheck,
  generated: Sparkles,
} as const;

const ACTIVITY_KEYS: Record<Exclude<ActivityItem['kind'], 'generated'>, DashboardKey> = {
  enrolled: 'activity.enrolled',
  module_completed: 'activity.moduleCompleted',
  commented: 'activity.commented',
  rsvp: 'activity.rsvp',
};

/** One line of activity; a generation names its tool (the video tool is the tools page's 'edit' tab). */
function describe(t: ReturnType<typeof useT>, item: ActivityItem): string {
  if (item.kind !== 'generated') return t(ACTIVITY_KEYS[item.kind], { subject: item.subject });
  const tab = item.subject === 'video' ? 'edit' : item.subject;
  return t('activity.generated', { tool: t('aiTools.name', { tool: tab }) });
}

/** The user's latest actions across courses, events and AI tools. */
export function RecentActivity() {
  const t = useT();
  const query = useQuery(activityQueryOptions);
  const { dateTime } = useDateFormat();
  return (
    <Panel id="activity-title" title={t('activity.title')} query={query}>
      {(page) =>
        page.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('activity.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {page.items.map((item) => {
              const Icon = ICONS[item.kind];
              const text = describe(t, item);
              return (
                <li key={`${item.kind}-${item.at}-${item.subject}`} className="flex gap-3">
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-link" />
                  <div className="min-w-0 text-sm">
                    {item.link ? (
                      <Link to={item.link} className="hover:underline">
                        {text}
                      </Link>
                    ) : (
                      <span>{text}</span>
                    )}
                    <time dateTime={item.at} title={dateTime(item.at)} className="block text-xs text-muted-foreground">
                      {relativeTime(item.at)}
                    </time>
                  </div>
                </li>
              );
            })}
          </ul>
        )
      }
    </Panel>
  );
}

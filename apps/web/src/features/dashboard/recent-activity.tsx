import { type ActivityItem, AI_TOOL_TABS, dashboardMessages, uiText } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, CalendarCheck, CheckCircle2, MessageSquare, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { relativeTime } from '@/lib/relative-time';
import { useDateFormat } from '@/lib/use-date-format';
import { activityQueryOptions } from './api';
import { Panel } from './panel';

const t = uiText.dashboard;
const ICONS = {
  enrolled: BookOpen,
  module_completed: CheckCircle2,
  commented: MessageSquare,
  rsvp: CalendarCheck,
  generated: Sparkles,
} as const;

function toolName(tool: string): string {
  const tab = tool === 'video' ? 'edit' : tool;
  return AI_TOOL_TABS.find((x) => x.value === tab)?.label ?? tool;
}

function describe(item: ActivityItem): string {
  return item.kind === 'generated' ? t.activity.generated(toolName(item.subject)) : t.activity[item.kind](item.subject);
}

/** The user's latest actions across courses, events and AI tools. */
export function RecentActivity() {
  const query = useQuery(activityQueryOptions);
  const { dateTime } = useDateFormat();
  return (
    <Panel id="activity-title" title={dashboardMessages.recentActivity} query={query}>
      {(page) =>
        page.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noActivity}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {page.items.map((item) => {
              const Icon = ICONS[item.kind];
              const text = describe(item);
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

import { displayName, useMe } from '@/lib/me';
import { docTitle } from '@/lib/utils';
import { AiToolsPanel } from './ai-tools-panel';
import { useT } from './i18n';
import { RecentActivity } from './recent-activity';
import { RecommendedCourses } from './recommended-courses';
import { StatCards } from './stat-cards';
import { UpcomingEvents } from './upcoming-events';

/** /dashboard: welcome, real stats, AI tools, recent activity, recommended courses, upcoming events. */
export function DashboardPage() {
  const t = useT();
  const { data: me } = useMe();
  const title = t('page.welcomeBack', { name: me ? displayName(me) : '' });
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 md:px-8 md:py-10">
      <title>{docTitle(t('page.title'))}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
        <p className="mt-2 text-muted-foreground">{t('page.subtitle')}</p>
      </header>
      <StatCards />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <AiToolsPanel />
          <RecommendedCourses />
        </div>
        <div className="flex flex-col gap-6">
          <UpcomingEvents />
          <RecentActivity />
        </div>
      </div>
    </div>
  );
}

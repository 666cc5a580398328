import {
  LEADERBOARD_RANGES,
  LEVEL_THRESHOLDS,
  type LeaderboardEntry,
  type LeaderboardRange,
  POINTS_RULES,
} from '@storyloom/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Minus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadMore } from '@/components/load-more';
import { EmptyState, QueryState } from '@/components/query-state';
import { Avatar } from '@/components/ui/avatar';
import { Progress } from '@/components/ui/progress';
import { communityMeQueryOptions, leaderboardQueryOptions } from '../api/members';
import { type CommunityT, useT } from '../i18n';
import { Chips } from '../ui/filters';
import { useListText } from '../ui/query-text';

const RANGE_OPTIONS = LEADERBOARD_RANGES.map((value) => ({ value, labelKey: `leaderboard.ranges.${value}` as const }));

const CONTRIBUTION_PARTS = [
  ['posts', 'leaderboard.contribution.posts'],
  ['comments', 'leaderboard.contribution.comments'],
  ['likes', 'leaderboard.contribution.likes'],
  ['events', 'leaderboard.contribution.events'],
  ['courses', 'leaderboard.contribution.courses'],
] as const;

/** "3 posts · 5 comments": the non-zero parts of a contribution, or 'Daily streak' when none. */
function describeContribution(c: LeaderboardEntry['contribution'], t: CommunityT): string {
  const parts = CONTRIBUTION_PARTS.filter(([field]) => c[field] > 0).map(([field, key]) => t(key, { count: c[field] }));
  return parts.length ? parts.join(' · ') : t('leaderboard.contribution.dailyStreak');
}

function YourLevel() {
  const t = useT();
  const { queryText } = useListText();
  const query = useQuery(communityMeQueryOptions);
  const me = query.data;
  const floor = me ? (LEVEL_THRESHOLDS[me.level - 1] ?? 0) : 0;
  const next = me ? LEVEL_THRESHOLDS[me.level] : undefined;
  const percent = me && next !== undefined ? ((me.points - floor) / (next - floor)) * 100 : 100;
  return (
    <section aria-labelledby="your-level" className="rounded-xl border border-border bg-surface p-4 shadow-sm">
      <h2 id="your-level" className="mb-2 font-semibold">
        {t('leaderboard.yourLevel')}
      </h2>
      <QueryState query={query} text={queryText}>
        {me && (
          <div className="flex flex-col gap-2">
            <p className="text-3xl font-bold">
              {me.level}{' '}
              <span className="text-base font-medium text-muted-foreground">
                {t('levels.name', { level: String(me.level) })}
              </span>
            </p>
            <p className="text-sm">{t('profile.points', { count: me.points })}</p>
            <Progress value={percent} label={t('leaderboard.levelProgress')} />
            <p className="text-sm text-muted-foreground">
              {me.toNextLevel === null
                ? t('leaderboard.topLevel')
                : t('leaderboard.pointsToNext', { count: me.toNextLevel, level: me.level + 1 })}
            </p>
          </div>
        )}
      </QueryState>
    </section>
  );
}

function HowToEarn() {
  const t = useT();
  return (
    <section aria-labelledby="how-to-earn" className="rounded-xl border border-border bg-surface p-4 shadow-sm">
      <h2 id="how-to-earn" className="mb-2 font-semibold">
        {t('leaderboard.howToEarn')}
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        {POINTS_RULES.map((rule) => (
          <li key={rule.reason} className="flex items-center justify-between gap-2">
            <span>{t(`leaderboard.rules.${rule.reason}`)}</span>
            <span className="font-semibold text-link">{t('leaderboard.pointsEach', { count: rule.points })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RankChange({ change }: { change: number | null }) {
  const t = useT();
  if (change === null)
    return (
      <span className="inline-flex items-center gap-0.5 text-xs text-link">
        <Sparkles aria-hidden="true" className="size-3" />
        {t('leaderboard.rankNew')}
      </span>
    );
  if (change === 0) return <Minus aria-label={t('leaderboard.rankSame')} className="size-3 text-muted-foreground" />;
  return change > 0 ? (
    <span className="inline-flex items-center text-xs text-success">
      <ArrowUp aria-hidden="true" className="size-3" />
      {change}
      <span className="sr-only">{t('leaderboard.rankUp', { count: change })}</span>
    </span>
  ) : (
    <span className="inline-flex items-center text-xs text-destructive">
      <ArrowDown aria-hidden="true" className="size-3" />
      {-change}
      <span className="sr-only">{t('leaderboard.rankDown', { count: -change })}</span>
    </span>
  );
}

function Row({ entry }: { entry: LeaderboardEntry }) {
  const t = useT();
  return (
    <tr className="border-t border-border">
      <td className="px-2 py-2 font-semibold sm:px-3">
        <span className="inline-flex items-center gap-2">
          {entry.rank} <RankChange change={entry.rankChange} />
        </span>
      </td>
      <td className="px-2 py-2 sm:px-3">
        <Link to={`/profile/${entry.username}`} className="flex min-w-0 items-center gap-2 hover:underline">
          <Avatar url={entry.avatarUrl} name={entry.name} size="sm" className="shrink-0" />
          <span className="min-w-0 truncate">{entry.name}</span>
        </Link>
      </td>
      <td className="hidden px-3 py-2 text-sm text-muted-foreground sm:table-cell">
        {describeContribution(entry.contribution, t)}
      </td>
      <td className="px-2 py-2 text-end sm:px-3">
        <span className="font-semibold">{entry.points}</span>
        {entry.pointsAdded > 0 && (
          <span className="block text-xs text-success">{t('leaderboard.today', { count: entry.pointsAdded })}</span>
        )}
      </td>
    </tr>
  );
}

function TopContributors({ range }: { range: LeaderboardRange }) {
  const t = useT();
  const { queryText, loadMore } = useListText();
  const query = useInfiniteQuery(leaderboardQueryOptions(range));
  const entries = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="top-contributors" className="rounded-xl border border-border bg-surface shadow-sm">
      <h2 id="top-contributors" className="p-4 pb-2 font-semibold">
        {t('leaderboard.topContributors')}
      </h2>
      <QueryState query={query} text={queryText}>
        {entries.length === 0 ? (
          <div className="p-4">
            <EmptyState title={t('leaderboard.empty')} />
          </div>
        ) : (
          // Fixed layout: the member column takes what is left and truncates, so the table never
          // widens the page at 320 px (WCAG 1.4.10).
          <table className="w-full table-fixed text-start">
            <thead className="text-xs text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="w-20 px-2 py-2 sm:px-3">
                  {t('leaderboard.columns.rank')}
                </th>
                <th scope="col" className="px-2 py-2 sm:px-3">
                  {t('leaderboard.columns.member')}
                </th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                  {t('leaderboard.columns.contribution')}
                </th>
                <th scope="col" className="w-20 px-2 py-2 text-end sm:w-24 sm:px-3">
                  {t('leaderboard.columns.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <Row key={entry.userId} entry={entry} />
              ))}
            </tbody>
          </table>
        )}
        <div className="p-3">
          <LoadMore query={query} {...loadMore} />
        </div>
      </QueryState>
    </section>
  );
}

/** The Leaderboard tab: ranges computed from the points ledger, Your Level, How to Earn Points. */
export function LeaderboardView() {
  const t = useT();
  const [range, setRange] = useState<LeaderboardRange>('7days');
  return (
    <div className="flex flex-col gap-4">
      <Chips
        legend={t('leaderboard.rangeLabel')}
        options={RANGE_OPTIONS.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
        value={range}
        onChange={setRange}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <YourLevel />
        <HowToEarn />
      </div>
      <TopContributors range={range} />
    </div>
  );
}

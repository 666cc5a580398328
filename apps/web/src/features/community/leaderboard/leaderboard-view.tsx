import {
  communityMessages,
  describeContribution,
  LEADERBOARD_RANGES,
  LEVEL_THRESHOLDS,
  type LeaderboardEntry,
  type LeaderboardRange,
  POINTS_RULES,
  uiText,
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
import { Chips } from '../ui/filters';
import { loadMore, queryText } from '../ui/query-text';

const t = uiText.community;
const m = communityMessages;
const RANGE_OPTIONS = LEADERBOARD_RANGES.map((value) => ({ value, label: m.ranges[value] }));

function YourLevel() {
  const query = useQuery(communityMeQueryOptions);
  const me = query.data;
  const floor = me ? (LEVEL_THRESHOLDS[me.level - 1] ?? 0) : 0;
  const next = me ? LEVEL_THRESHOLDS[me.level] : undefined;
  const percent = me && next !== undefined ? ((me.points - floor) / (next - floor)) * 100 : 100;
  return (
    <section aria-labelledby="your-level" className="rounded-xl border border-border bg-surface p-4 shadow-sm">
      <h2 id="your-level" className="mb-2 font-semibold">
        {m.yourLevel}
      </h2>
      <QueryState query={query} text={queryText}>
        {me && (
          <div className="flex flex-col gap-2">
            <p className="text-3xl font-bold">
              {me.level} <span className="text-base font-medium text-muted-foreground">{me.levelName}</span>
            </p>
            <p className="text-sm">{t.pointsLine(me.points)}</p>
            <Progress value={percent} label={t.levelProgress} />
            <p className="text-sm text-muted-foreground">
              {me.toNextLevel === null ? t.topLevel : t.pointsToNext(me.toNextLevel, me.level + 1)}
            </p>
          </div>
        )}
      </QueryState>
    </section>
  );
}

function HowToEarn() {
  return (
    <section aria-labelledby="how-to-earn" className="rounded-xl border border-border bg-surface p-4 shadow-sm">
      <h2 id="how-to-earn" className="mb-2 font-semibold">
        {m.howToEarnPoints}
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        {POINTS_RULES.map((rule) => (
          <li key={rule.reason} className="flex items-center justify-between gap-2">
            <span>{rule.label}</span>
            <span className="font-semibold text-link">{t.pointsEach(rule.points)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RankChange({ change }: { change: number | null }) {
  if (change === null)
    return (
      <span className="inline-flex items-center gap-0.5 text-xs text-link">
        <Sparkles aria-hidden="true" className="size-3" />
        {t.rankNew}
      </span>
    );
  if (change === 0) return <Minus aria-label={t.rankSame} className="size-3 text-muted-foreground" />;
  return change > 0 ? (
    <span className="inline-flex items-center text-xs text-success">
      <ArrowUp aria-hidden="true" className="size-3" />
      {change}
      <span className="sr-only">{t.rankUp(change)}</span>
    </span>
  ) : (
    <span className="inline-flex items-center text-xs text-destructive">
      <ArrowDown aria-hidden="true" className="size-3" />
      {-change}
      <span className="sr-only">{t.rankDown(-change)}</span>
    </span>
  );
}

function Row({ entry }: { entry: LeaderboardEntry }) {
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
        {describeContribution(entry.contribution)}
      </td>
      <td className="px-2 py-2 text-right sm:px-3">
        <span className="font-semibold">{entry.points}</span>
        {entry.pointsAdded > 0 && <span className="block text-xs text-success">{t.today(entry.pointsAdded)}</span>}
      </td>
    </tr>
  );
}

function TopContributors({ range }: { range: LeaderboardRange }) {
  const query = useInfiniteQuery(leaderboardQueryOptions(range));
  const entries = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="top-contributors" className="rounded-xl border border-border bg-surface shadow-sm">
      <h2 id="top-contributors" className="p-4 pb-2 font-semibold">
        {m.topContributors}
      </h2>
      <QueryState query={query} text={queryText}>
        {entries.length === 0 ? (
          <div className="p-4">
            <EmptyState title={t.noContributors} />
          </div>
        ) : (
          // Fixed layout: the member column takes what is left and truncates, so the table never
          // widens the page at 320 px (WCAG 1.4.10).
          <table className="w-full table-fixed text-left">
            <thead className="text-xs text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="w-20 px-2 py-2 sm:px-3">
                  {m.columns.rank}
                </th>
                <th scope="col" className="px-2 py-2 sm:px-3">
                  {m.columns.member}
                </th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                  {m.columns.contribution}
                </th>
                <th scope="col" className="w-20 px-2 py-2 text-right sm:w-24 sm:px-3">
                  {m.columns.points}
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
  const [range, setRange] = useState<LeaderboardRange>('7days');
  return (
    <div className="flex flex-col gap-4">
      <Chips legend={t.rangeLabel} options={RANGE_OPTIONS} value={range} onChange={setRange} />
      <div className="grid gap-4 md:grid-cols-2">
        <YourLevel />
        <HowToEarn />
      </div>
      <TopContributors range={range} />
    </div>
  );
}

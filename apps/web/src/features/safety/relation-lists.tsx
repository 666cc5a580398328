import type { BlockedMember } from '@storyloom/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadMore } from '@/components/load-more';
import { QueryState } from '@/components/query-state';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useDateFormat } from '@/lib/use-date-format';
import { type RelationKind, relationQueryOptions } from './api';
import { useT } from './i18n';
import { RelationConfirm } from './item-safety-menu';

function RelationList({ kind }: { kind: RelationKind }) {
  const t = useT();
  const query = useInfiniteQuery(relationQueryOptions(kind));
  const { date } = useDateFormat();
  const [undoing, setUndoing] = useState<BlockedMember | null>(null);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const blocks = kind === 'blocks';
  return (
    <Card>
      <CardHeader className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">
          {blocks ? t('block.settingsBlockedTitle') : t('block.settingsMutedTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {blocks ? t('block.settingsBlockedHint') : t('block.settingsMutedHint')}
        </p>
      </CardHeader>
      <CardContent>
        <QueryState query={query} text={{ failed: t('block.loadFailed') }}>
          {items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{blocks ? t('block.noneBlocked') : t('block.noneMuted')}</p>
          ) : (
            <ul
              className="divide-y divide-border"
              aria-label={blocks ? t('block.settingsBlockedTitle') : t('block.settingsMutedTitle')}
            >
              {items.map((m) => (
                <li key={m.id} className="flex flex-wrap items-center gap-3 py-3">
                  <Avatar url={m.avatarUrl} name={m.name} size="sm" />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <Link to={`/profile/${m.username}`} className="truncate font-medium hover:underline">
                      {m.name}
                    </Link>
                    <span className="text-xs text-muted-foreground">
                      @{m.username} · {t('block.since', { date: date(m.since) })}
                    </span>
                  </div>
                  <Button variant="outline" size="sm" onClick={() => setUndoing(m)}>
                    {t(blocks ? 'block.unblock' : 'block.unmute', { name: m.name })}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <LoadMore query={query} label={t('more')} loadingLabel={t('loading')} />
        </QueryState>
      </CardContent>
      {undoing && <RelationConfirm kind={kind} member={undoing} on={false} open onClose={() => setUndoing(null)} />}
    </Card>
  );
}

/** Settings → Privacy (issue 16): the members I blocked and muted, each with Unblock / Unmute. */
export function BlockedAndMuted() {
  const t = useT();
  return (
    <>
      <RelationList kind="blocks" />
      <RelationList kind="mutes" />
      <Card>
        <CardHeader className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold">{t('notices.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('notices.settingsHint')}</p>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Link to="/community/notices" className="font-medium text-link underline-offset-4 hover:underline">
            {t('notices.open')}
          </Link>
          <Link to="/guidelines" className="font-medium text-link underline-offset-4 hover:underline">
            {t('notices.guidelines')}
          </Link>
        </CardContent>
      </Card>
    </>
  );
}

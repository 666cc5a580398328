import type { Role } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { ShieldMinus, ShieldPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { BackOfficePage } from '@/components/back-office-page';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Pager } from '@/components/pager';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useDateFormat } from '@/lib/use-date-format';
import { cellClass, ListTable, pagerLabels } from './list-table';
import { useFetchErrorToast } from './use-fetch-error-toast';
import { type AdminUser, useChangeRole, usersQueryOptions } from './users-api';

const text = {
  title: 'Users',
  intro: 'Admins grant and remove the moderator role. Moderators see the moderation queue and nothing else of admin.',
  columns: ['Name', 'Email', 'Role', 'Verified', 'Joined', 'Actions'],
  loading: 'Loading users…',
  empty: 'No users yet.',
  fetchFailed: 'Could not load the users.',
  roles: { user: 'Member', moderator: 'Moderator', admin: 'Admin' } satisfies Record<Role, string>,
  yes: 'Yes',
  no: 'No',
  makeModerator: 'Make moderator',
  removeModerator: 'Remove moderator',
  forUser: (label: string, name: string) => `${label}: ${name}`,
  confirmGrantTitle: 'Make this member a moderator?',
  confirmGrant: (name: string) =>
    `${name} will see the moderation queue, read reports and act on them (hide, remove, warn, mute, suspend, ban).`,
  confirmRemoveTitle: 'Remove the moderator role?',
  confirmRemove: (name: string) => `${name} goes back to being a member and loses the moderation queue.`,
  cancel: 'Cancel',
  saving: 'Saving…',
  granted: (name: string) => `${name} is now a moderator`,
  removed: (name: string) => `${name} is no longer a moderator`,
  failed: 'Could not change the role.',
};

const roleTones: Record<Role, BadgeTone> = { user: 'neutral', moderator: 'primary', admin: 'highlight' };

type Change = { user: AdminUser; role: 'user' | 'moderator' };

/** /admin/users (admins): every account, with the moderator role to grant or remove (never an admin's). */
export function UsersPage() {
  const [page, setPage] = useState(1);
  const [change, setChange] = useState<Change | null>(null);
  const query = useQuery(usersQueryOptions(page));
  const mutation = useChangeRole();
  const { date } = useDateFormat();
  useFetchErrorToast(query.error, text.fetchFailed);
  const items = query.data?.items ?? [];

  const confirm = async () => {
    if (!change) return;
    try {
      await mutation.mutateAsync({ id: change.user.id, role: change.role });
      toast.success(change.role === 'moderator' ? text.granted(change.user.name) : text.removed(change.user.name));
      setChange(null);
    } catch (error) {
      toast.error(errorMessage(error, text.failed));
    }
  };

  return (
    <BackOfficePage title={text.title} intro={text.intro}>
      <ListTable
        caption={text.title}
        columns={text.columns}
        loading={query.isPending || query.isPlaceholderData}
        loadingText={text.loading}
        empty={items.length === 0}
        emptyText={text.empty}
      >
        {items.map((user) => (
          <tr key={user.id} className="hover:bg-muted/40">
            <td className={`${cellClass} font-medium`}>{user.name}</td>
            <td className={`${cellClass} break-all`}>{user.email}</td>
            <td className={cellClass}>
              <Badge tone={roleTones[user.role]}>{text.roles[user.role]}</Badge>
            </td>
            <td className={cellClass}>{user.emailVerified ? text.yes : text.no}</td>
            <td className={`${cellClass} whitespace-nowrap`}>{date(user.createdAt)}</td>
            <td className={cellClass}>
              {user.role === 'user' && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={text.forUser(text.makeModerator, user.name)}
                  onClick={() => setChange({ user, role: 'moderator' })}
                >
                  <ShieldPlus aria-hidden="true" />
                  {text.makeModerator}
                </Button>
              )}
              {user.role === 'moderator' && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={text.forUser(text.removeModerator, user.name)}
                  onClick={() => setChange({ user, role: 'user' })}
                >
                  <ShieldMinus aria-hidden="true" />
                  {text.removeModerator}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </ListTable>
      <Pager
        page={page}
        total={query.data?.total ?? 0}
        pageSize={query.data?.pageSize ?? 10}
        onPage={setPage}
        labels={pagerLabels}
      />
      <ConfirmDialog
        open={change !== null}
        title={change?.role === 'user' ? text.confirmRemoveTitle : text.confirmGrantTitle}
        description={change ? (change.role === 'user' ? text.confirmRemove : text.confirmGrant)(change.user.name) : ''}
        confirmLabel={change?.role === 'user' ? text.removeModerator : text.makeModerator}
        busyLabel={text.saving}
        cancelLabel={text.cancel}
        busy={mutation.isPending}
        destructive={change?.role === 'user'}
        onCancel={() => setChange(null)}
        onConfirm={confirm}
      />
    </BackOfficePage>
  );
}

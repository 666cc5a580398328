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
import { type AdminKey, type AdminT, usePagerLabels, useT } from './i18n';
import { cellClass, ListTable } from './list-table';
import { useFetchErrorToast } from './use-fetch-error-toast';
import { type AdminUser, useChangeRole, usersQueryOptions } from './users-api';

/** The roles an admin hands out: granted to a member (or in place of the other one), removed back to member. */
type GrantedRole = 'instructor' | 'moderator';

const COLUMNS: AdminKey[] = [
  'users.column.name',
  'users.column.email',
  'users.column.role',
  'users.column.verified',
  'users.column.joined',
  'users.column.actions',
];

const ROLE_LABELS = {
  user: 'users.role.user',
  instructor: 'users.role.instructor',
  moderator: 'users.role.moderator',
  admin: 'users.role.admin',
} as const satisfies Record<Role, AdminKey>;

/** Each granted role's words; `confirmGrantReplacing` when the member gives up the other role for it. */
const grantText = {
  instructor: {
    make: 'users.instructor.make',
    makeFor: 'users.instructor.makeFor',
    remove: 'users.instructor.remove',
    removeFor: 'users.instructor.removeFor',
    confirmGrantTitle: 'users.instructor.confirmGrantTitle',
    confirmGrant: 'users.instructor.confirmGrant',
    confirmGrantReplacing: 'users.instructor.confirmGrantFromModerator',
    confirmRemoveTitle: 'users.instructor.confirmRemoveTitle',
    confirmRemove: 'users.instructor.confirmRemove',
    granted: 'users.instructor.granted',
    removed: 'users.instructor.removed',
  },
  moderator: {
    make: 'users.moderator.make',
    makeFor: 'users.moderator.makeFor',
    remove: 'users.moderator.remove',
    removeFor: 'users.moderator.removeFor',
    confirmGrantTitle: 'users.moderator.confirmGrantTitle',
    confirmGrant: 'users.moderator.confirmGrant',
    confirmGrantReplacing: 'users.moderator.confirmGrantFromInstructor',
    confirmRemoveTitle: 'users.moderator.confirmRemoveTitle',
    confirmRemove: 'users.moderator.confirmRemove',
    granted: 'users.moderator.granted',
    removed: 'users.moderator.removed',
  },
} as const satisfies Record<GrantedRole, Record<string, AdminKey>>;

const GRANTED_ROLES: GrantedRole[] = ['instructor', 'moderator'];
const isGranted = (role: Role): role is GrantedRole => role === 'instructor' || role === 'moderator';

const roleTones: Record<Role, BadgeTone> = {
  user: 'neutral',
  instructor: 'success',
  moderator: 'primary',
  admin: 'highlight',
};

/** Grant `role` (replacing the other granted role, if any) or remove it, back to member. */
type Change = { user: AdminUser; action: 'grant' | 'remove'; role: GrantedRole };

/** The role the server is asked for, and the confirmation's words. */
function changeText(t: AdminT, { user, action, role }: Change) {
  const words = grantText[role];
  const name = { name: user.name };
  if (action === 'remove') {
    return {
      role: 'user' as const,
      title: t(words.confirmRemoveTitle),
      description: t(words.confirmRemove, name),
      confirmLabel: t(words.remove),
      done: t(words.removed, name),
    };
  }
  // A moderator made instructor (or the other way round) gives up the role they held.
  const replacing = isGranted(user.role) && user.role !== role;
  return {
    role,
    title: t(words.confirmGrantTitle),
    description: t(replacing ? words.confirmGrantReplacing : words.confirmGrant, name),
    confirmLabel: t(words.make),
    done: t(words.granted, name),
  };
}

/** The role buttons of one row: grant either role a member lacks, remove the one they have; none for an admin. */
function RoleActions({ user, onChange }: { user: AdminUser; onChange: (change: Change) => void }) {
  const t = useT();
  if (user.role === 'admin') return null;
  const held = isGranted(user.role) ? user.role : null;
  return (
    <div className="flex flex-wrap gap-2">
      {GRANTED_ROLES.filter((role) => role !== user.role).map((role) => (
        <Button
          key={role}
          variant="outline"
          size="sm"
          aria-label={t(grantText[role].makeFor, { name: user.name })}
          onClick={() => onChange({ user, action: 'grant', role })}
        >
          <ShieldPlus aria-hidden="true" />
          {t(grantText[role].make)}
        </Button>
      ))}
      {held && (
        <Button
          variant="outline"
          size="sm"
          aria-label={t(grantText[held].removeFor, { name: user.name })}
          onClick={() => onChange({ user, action: 'remove', role: held })}
        >
          <ShieldMinus aria-hidden="true" />
          {t(grantText[held].remove)}
        </Button>
      )}
    </div>
  );
}

/** /admin/users (admins): every account, with the instructor and moderator roles to grant or remove (never an admin's). */
export function UsersPage() {
  const t = useT();
  const pagerLabels = usePagerLabels();
  const [page, setPage] = useState(1);
  const [change, setChange] = useState<Change | null>(null);
  const query = useQuery(usersQueryOptions(page));
  const mutation = useChangeRole();
  const { date } = useDateFormat();
  useFetchErrorToast(query.error, t('users.fetchFailed'));
  const items = query.data?.items ?? [];
  const words = change ? changeText(t, change) : null;

  const confirm = async () => {
    if (!change) return;
    try {
      const { role, done } = changeText(t, change);
      await mutation.mutateAsync({ id: change.user.id, role });
      toast.success(done);
      setChange(null);
    } catch (error) {
      toast.error(errorMessage(error, t('users.failed')));
    }
  };

  return (
    <BackOfficePage title={t('users.title')} intro={t('users.intro')}>
      <ListTable
        caption={t('users.title')}
        columns={COLUMNS.map((key) => t(key))}
        loading={query.isPending || query.isPlaceholderData}
        loadingText={t('users.loading')}
        empty={items.length === 0}
        emptyText={t('users.empty')}
      >
        {items.map((user) => (
          <tr key={user.id} className="hover:bg-muted/40">
            <td className={`${cellClass} font-medium`}>{user.name}</td>
            <td className={`${cellClass} break-all`}>{user.email}</td>
            <td className={cellClass}>
              <Badge tone={roleTones[user.role]}>{t(ROLE_LABELS[user.role])}</Badge>
            </td>
            <td className={cellClass}>{user.emailVerified ? t('users.yes') : t('users.no')}</td>
            <td className={`${cellClass} whitespace-nowrap`}>{date(user.createdAt)}</td>
            <td className={cellClass}>
              <RoleActions user={user} onChange={setChange} />
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
        title={words?.title ?? ''}
        description={words?.description ?? ''}
        confirmLabel={words?.confirmLabel ?? ''}
        busyLabel={t('users.saving')}
        cancelLabel={t('common.cancel')}
        busy={mutation.isPending}
        destructive={change?.action === 'remove'}
        onCancel={() => setChange(null)}
        onConfirm={confirm}
      />
    </BackOfficePage>
  );
}

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
  intro:
    'Admins grant and remove the instructor and moderator roles. Instructors write courses in the course studio; moderators see the moderation queue. Neither sees anything else of admin.',
  columns: ['Name', 'Email', 'Role', 'Verified', 'Joined', 'Actions'],
  loading: 'Loading users…',
  empty: 'No users yet.',
  fetchFailed: 'Could not load the users.',
  roles: { user: 'Member', instructor: 'Instructor', moderator: 'Moderator', admin: 'Admin' } satisfies Record<
    Role,
    string
  >,
  yes: 'Yes',
  no: 'No',
  forUser: (label: string, name: string) => `${label}: ${name}`,
  cancel: 'Cancel',
  saving: 'Saving…',
  failed: 'Could not change the role.',
};

/** The roles an admin hands out: granted to a member (or in place of the other one), removed back to member. */
type GrantedRole = 'instructor' | 'moderator';

const grantText = {
  instructor: {
    make: 'Make instructor',
    remove: 'Remove instructor',
    confirmGrantTitle: 'Make this member an instructor?',
    confirmGrant: (name: string) =>
      `${name} will write courses in the course studio, preview them and publish them to learners.`,
    confirmRemoveTitle: 'Remove the instructor role?',
    confirmRemove: (name: string) => `${name} goes back to being a member and loses the course studio.`,
    holder: 'an instructor',
    loses: 'the course studio',
    granted: (name: string) => `${name} is now an instructor`,
    removed: (name: string) => `${name} is no longer an instructor`,
  },
  moderator: {
    make: 'Make moderator',
    remove: 'Remove moderator',
    confirmGrantTitle: 'Make this member a moderator?',
    confirmGrant: (name: string) =>
      `${name} will see the moderation queue, read reports and act on them (hide, remove, warn, mute, suspend, ban).`,
    confirmRemoveTitle: 'Remove the moderator role?',
    confirmRemove: (name: string) => `${name} goes back to being a member and loses the moderation queue.`,
    holder: 'a moderator',
    loses: 'the moderation queue',
    granted: (name: string) => `${name} is now a moderator`,
    removed: (name: string) => `${name} is no longer a moderator`,
  },
} satisfies Record<GrantedRole, unknown>;

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
function changeText({ user, action, role }: Change) {
  const words = grantText[role];
  if (action === 'remove') {
    return {
      role: 'user' as const,
      title: words.confirmRemoveTitle,
      description: words.confirmRemove(user.name),
      confirmLabel: words.remove,
      done: words.removed(user.name),
    };
  }
  const held = isGranted(user.role) ? grantText[user.role] : null;
  return {
    role,
    title: words.confirmGrantTitle,
    description:
      words.confirmGrant(user.name) + (held ? ` They stop being ${held.holder} and lose ${held.loses}.` : ''),
    confirmLabel: words.make,
    done: words.granted(user.name),
  };
}

/** The role buttons of one row: grant either role a member lacks, remove the one they have; none for an admin. */
function RoleActions({ user, onChange }: { user: AdminUser; onChange: (change: Change) => void }) {
  if (user.role === 'admin') return null;
  const held = isGranted(user.role) ? user.role : null;
  return (
    <div className="flex flex-wrap gap-2">
      {GRANTED_ROLES.filter((role) => role !== user.role).map((role) => (
        <Button
          key={role}
          variant="outline"
          size="sm"
          aria-label={text.forUser(grantText[role].make, user.name)}
          onClick={() => onChange({ user, action: 'grant', role })}
        >
          <ShieldPlus aria-hidden="true" />
          {grantText[role].make}
        </Button>
      ))}
      {held && (
        <Button
          variant="outline"
          size="sm"
          aria-label={text.forUser(grantText[held].remove, user.name)}
          onClick={() => onChange({ user, action: 'remove', role: held })}
        >
          <ShieldMinus aria-hidden="true" />
          {grantText[held].remove}
        </Button>
      )}
    </div>
  );
}

/** /admin/users (admins): every account, with the instructor and moderator roles to grant or remove (never an admin's). */
export function UsersPage() {
  const [page, setPage] = useState(1);
  const [change, setChange] = useState<Change | null>(null);
  const query = useQuery(usersQueryOptions(page));
  const mutation = useChangeRole();
  const { date } = useDateFormat();
  useFetchErrorToast(query.error, text.fetchFailed);
  const items = query.data?.items ?? [];
  const words = change ? changeText(change) : null;

  const confirm = async () => {
    if (!change) return;
    try {
      const { role, done } = changeText(change);
      await mutation.mutateAsync({ id: change.user.id, role });
      toast.success(done);
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
        busyLabel={text.saving}
        cancelLabel={text.cancel}
        busy={mutation.isPending}
        destructive={change?.action === 'remove'}
        onCancel={() => setChange(null)}
        onConfirm={confirm}
      />
    </BackOfficePage>
  );
}

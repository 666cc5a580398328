import { settingsText, TEAM_ROLE_INFO, type TeamMember } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { teamQueryOptions, useChangeRole, useRemoveMember } from '../api';
import { PagedList, SettingsSection } from '../section';
import { AcceptInvitationBanner } from './accept-invitation';
import { InviteDialog } from './invite-dialog';

const t = settingsText.team;
const roleLabel = (role: string) => TEAM_ROLE_INFO.find((r) => r.id === role)?.label ?? role;

function MemberRow({ member }: { member: TeamMember }) {
  const [changing, setChanging] = useState(false);
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const who = member.name || member.email;
  const onRole = (role: 'admin' | 'editor') =>
    changeRole.mutate(
      { id: member.id, role },
      {
        onSuccess: () => {
          toast.success(t.roleChanged);
          setChanging(false);
        },
        onError: (error) => toast.error(errorMessage(error, settingsText.saveFailed)),
      },
    );
  const onRemove = () => {
    if (!window.confirm(t.confirmRemove(who))) return;
    remove.mutate(member.id, {
      onSuccess: () => toast.success(t.removed),
      onError: (error) => toast.error(errorMessage(error, settingsText.saveFailed)),
    });
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar url={member.avatarUrl} name={who} size="xl" />
        <div className="flex min-w-0 flex-col">
          <span className="truncate font-medium">{who}</span>
          <span className="truncate text-sm text-muted-foreground">{member.email}</span>
        </div>
        <Badge tone={member.role === 'owner' ? 'primary' : 'neutral'}>{roleLabel(member.role)}</Badge>
        {member.status === 'invited' && <Badge tone="warning">{t.invitedBadge}</Badge>}
      </div>
      {member.role !== 'owner' && (
        <div className="flex flex-wrap items-center gap-2">
          {changing ? (
            <NativeSelect
              aria-label={`${t.role}: ${who}`}
              defaultValue={member.role}
              onChange={(e) => onRole(e.target.value as 'admin' | 'editor')}
              disabled={changeRole.isPending}
              className="w-36"
            >
              <option value="admin">{roleLabel('admin')}</option>
              <option value="editor">{roleLabel('editor')}</option>
            </NativeSelect>
          ) : (
            <Button
              variant="outline"
              size="sm"
              aria-label={`${t.changeRole}: ${who}`}
              onClick={() => setChanging(true)}
            >
              {t.changeRole}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${t.remove}: ${who}`}
            onClick={onRemove}
            disabled={remove.isPending}
          >
            {t.remove}
          </Button>
        </div>
      )}
    </li>
  );
}

/** Team: members with role badges (no actions on the Owner), invitations by mail, the roles explained. */
export function TeamTab() {
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const query = useQuery(teamQueryOptions(page));
  return (
    <div className="flex flex-col gap-6">
      <AcceptInvitationBanner />
      <SettingsSection
        title={t.title}
        hint={t.hint}
        action={<Button onClick={() => setInviting(true)}>{t.invite}</Button>}
      >
        <PagedList query={query} page={page} onPage={setPage}>
          {(member) => <MemberRow member={member} />}
        </PagedList>
      </SettingsSection>
      <SettingsSection title={t.rolesTitle}>
        <dl className="flex flex-col gap-3">
          {TEAM_ROLE_INFO.map((role) => (
            <div key={role.id}>
              <dt className="font-medium">{role.label}</dt>
              <dd className="text-sm text-muted-foreground">{role.description}</dd>
            </div>
          ))}
        </dl>
        <Button variant="outline" className="mt-4" onClick={() => toast(t.customize, { description: t.customizeHint })}>
          {t.customize}
        </Button>
      </SettingsSection>
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
    </div>
  );
}

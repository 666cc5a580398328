import { TEAM_ROLES, type TeamMember, type TeamRole } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { teamQueryOptions, useChangeRole, useRemoveMember } from '../api';
import { useT } from '../i18n';
import { PagedList, SettingsSection } from '../section';
import { AcceptInvitationBanner } from './accept-invitation';
import { InviteDialog } from './invite-dialog';
import { ROLE_TEXT } from './team-roles';

function MemberRow({ member }: { member: TeamMember }) {
  const t = useT();
  const roleLabel = (role: TeamRole) => t(ROLE_TEXT[role].label);
  const [changing, setChanging] = useState(false);
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const who = member.name || member.email;
  const onRole = (role: 'admin' | 'editor') =>
    changeRole.mutate(
      { id: member.id, role },
      {
        onSuccess: () => {
          toast.success(t('team.roleChanged'));
          setChanging(false);
        },
        onError: (error) => toast.error(errorMessage(error, t('saveFailed'))),
      },
    );
  const onRemove = () => {
    if (!window.confirm(t('team.confirmRemove', { name: who }))) return;
    remove.mutate(member.id, {
      onSuccess: () => toast.success(t('team.removed')),
      onError: (error) => toast.error(errorMessage(error, t('saveFailed'))),
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
        {member.status === 'invited' && <Badge tone="warning">{t('team.invitedBadge')}</Badge>}
      </div>
      {member.role !== 'owner' && (
        <div className="flex flex-wrap items-center gap-2">
          {changing ? (
            <NativeSelect
              aria-label={t('team.roleOf', { name: who })}
              defaultValue={member.role}
              onChange={(e) => onRole(e.target.value as 'admin' | 'editor')}
              disabled={changeRole.isPending}
              className="w-auto min-w-36"
            >
              <option value="admin">{roleLabel('admin')}</option>
              <option value="editor">{roleLabel('editor')}</option>
            </NativeSelect>
          ) : (
            <Button
              variant="outline"
              size="sm"
              aria-label={t('team.changeRoleOf', { name: who })}
              onClick={() => setChanging(true)}
            >
              {t('team.changeRole')}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('team.removeOf', { name: who })}
            onClick={onRemove}
            disabled={remove.isPending}
          >
            {t('team.remove')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** Team: members with role badges (no actions on the Owner), invitations by mail, the roles explained. */
export function TeamTab() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const query = useQuery(teamQueryOptions(page));
  return (
    <div className="flex flex-col gap-6">
      <AcceptInvitationBanner />
      <SettingsSection
        title={t('team.title')}
        hint={t('team.hint')}
        action={<Button onClick={() => setInviting(true)}>{t('team.invite')}</Button>}
      >
        <PagedList query={query} page={page} onPage={setPage}>
          {(member) => <MemberRow member={member} />}
        </PagedList>
      </SettingsSection>
      <SettingsSection title={t('team.rolesTitle')}>
        <dl className="flex flex-col gap-3">
          {TEAM_ROLES.map((role) => (
            <div key={role}>
              <dt className="font-medium">{t(ROLE_TEXT[role].label)}</dt>
              <dd className="text-sm text-muted-foreground">{t(ROLE_TEXT[role].description)}</dd>
            </div>
          ))}
        </dl>
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => toast(t('team.customize'), { description: t('team.customizeHint') })}
        >
          {t('team.customize')}
        </Button>
      </SettingsSection>
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
    </div>
  );
}

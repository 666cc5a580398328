import type { Member } from '@storyloom/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserCheck, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useDateFormat } from '@/lib/use-date-format';
import { cn } from '@/lib/utils';
import { communityKeys } from '../api/keys';
import { setFollow } from '../api/members';
import { useT } from '../i18n';

/** A member card: who they are, their role badge and a stored Follow/Following toggle. */
export function MemberCard({ member }: { member: Member }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { date } = useDateFormat();
  const follow = useMutation({
    mutationFn: () => setFollow(member.id, !member.isFollowing),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...communityKeys.all, 'members'] });
      void queryClient.invalidateQueries({ queryKey: communityKeys.me() });
      void queryClient.invalidateQueries({ queryKey: communityKeys.feeds() });
    },
    onError: (error) => toast.error(errorMessage(error, t('loadFailed'))),
  });
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-surface p-4 shadow-sm',
        member.role === 'Member' ? 'border-border' : 'border-primary/40',
      )}
    >
      <div className="flex items-start gap-3">
        <Avatar url={member.avatarUrl} name={member.name} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Link to={`/profile/${member.username}`} className="truncate font-semibold hover:underline">
            {member.name}
          </Link>
          <span className="truncate text-sm text-muted-foreground">@{member.username}</span>
          <Badge tone={member.role === 'Member' ? 'neutral' : 'primary'} className="self-start">
            {t('roles.display', { role: member.role })}
          </Badge>
        </div>
      </div>
      {member.bio && <p className="line-clamp-3 text-sm">{member.bio}</p>}
      <p className="text-xs text-muted-foreground">{t('members.joinedOn', { date: date(member.joinedAt) })}</p>
      {member.isSelf ? (
        <Badge className="self-start">{t('members.you')}</Badge>
      ) : (
        <Button
          variant={member.isFollowing ? 'outline' : 'primary'}
          aria-pressed={member.isFollowing}
          aria-label={
            member.isFollowing
              ? t('members.unfollowName', { name: member.name })
              : t('members.followName', { name: member.name })
          }
          disabled={follow.isPending}
          onClick={() => follow.mutate()}
        >
          {member.isFollowing ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
          {member.isFollowing ? t('members.following') : t('members.follow')}
        </Button>
      )}
    </li>
  );
}

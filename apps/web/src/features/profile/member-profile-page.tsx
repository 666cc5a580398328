import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ItemSafetyMenu, menuLabels } from '@/features/safety';
import { useMe } from '@/lib/me';
import { docTitle } from '@/lib/utils';
import { publicProfileQueryOptions } from './api';
import { useT } from './i18n';
import { PublicProfileView } from './public-profile';

/** /profile/:username: any member's public profile (members and post authors link here). */
export function MemberProfilePage() {
  const t = useT();
  const { username = '' } = useParams();
  const { data } = useQuery(publicProfileQueryOptions(username));
  const { data: me } = useMe();
  const name = data?.fullName || data?.username || username;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8 md:px-8 md:py-10">
      <title>{docTitle(data?.fullName || username)}</title>
      <div className="flex items-center justify-between gap-2">
        <Link to="/members" className="inline-flex items-center gap-2 self-start text-sm text-link hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('public.backToMembers')}
        </Link>
        {/* Report, Mute and Block (issue 16), on anyone's profile but one's own. */}
        {data && me && data.id !== me.user.id && (
          <ItemSafetyMenu
            label={menuLabels.profile(name)}
            report={{ surface: 'profile', itemId: data.id }}
            member={{ id: data.id, name }}
          />
        )}
      </div>
      <PublicProfileView username={username} headingLevel={1} />
    </div>
  );
}

import { profileText } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { docTitle } from '@/lib/utils';
import { publicProfileQueryOptions } from './api';
import { PublicProfileView } from './public-profile';

/** /profile/:username: any member's public profile (members and post authors link here). */
export function MemberProfilePage() {
  const { username = '' } = useParams();
  const { data } = useQuery(publicProfileQueryOptions(username));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8 md:px-8 md:py-10">
      <title>{docTitle(data?.fullName || username)}</title>
      <Link to="/members" className="inline-flex items-center gap-2 self-start text-sm text-link hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {profileText.backToMembers}
      </Link>
      <PublicProfileView username={username} headingLevel={1} />
    </div>
  );
}

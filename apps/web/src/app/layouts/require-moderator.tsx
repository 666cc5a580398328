import { messages } from '@storyloom/domain';
import { Outlet } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import { useMe } from '@/lib/me';

const FORBIDDEN_TITLE = 'Moderators only';

/** The moderation queue is for moderators and admins; the server refuses its APIs to anyone else too. */
export function RequireModerator() {
  const { data: me } = useMe();
  const role = me?.user.role;
  if (role !== 'moderator' && role !== 'admin') {
    return <PlaceholderPage title={FORBIDDEN_TITLE} description={messages.errors.forbidden} />;
  }
  return <Outlet />;
}

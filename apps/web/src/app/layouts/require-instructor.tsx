import { messages } from '@storyloom/domain';
import { Outlet } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import { canUseStudio, studioSidebarText } from '@/features/studio/access';
import { useMe } from '@/lib/me';

/** The studio is for instructors and admins; the server refuses its APIs to anyone else too. */
export function RequireInstructor() {
  const { data: me } = useMe();
  if (!canUseStudio(me?.user.role)) {
    return <PlaceholderPage title={studioSidebarText.refusedTitle} description={messages.errors.forbidden} />;
  }
  return <Outlet />;
}

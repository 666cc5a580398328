import { Outlet } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import { useCommonT } from '@/i18n';
import { useMe } from '@/lib/me';

/** The moderation queue is for moderators and admins; the server refuses its APIs to anyone else too. */
export function RequireModerator() {
  const t = useCommonT();
  const { data: me } = useMe();
  const role = me?.user.role;
  if (role !== 'moderator' && role !== 'admin') {
    return <PlaceholderPage title={t('forbidden.moderators')} description={t('forbidden.text')} />;
  }
  return <Outlet />;
}

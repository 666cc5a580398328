import { Outlet } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import { canUseStudio } from '@/features/studio/access';
import { useCommonT } from '@/i18n';
import { useMe } from '@/lib/me';

/** The studio is for instructors and admins; the server refuses its APIs to anyone else too. */
export function RequireInstructor() {
  const t = useCommonT();
  const { data: me } = useMe();
  if (!canUseStudio(me?.user.role)) {
    return <PlaceholderPage title={t('forbidden.instructors')} description={t('forbidden.text')} />;
  }
  return <Outlet />;
}

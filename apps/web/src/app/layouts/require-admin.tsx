import { Outlet } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import { useCommonT } from '@/i18n';
import { useMe } from '@/lib/me';

/** Admin screens are for admins only; the server refuses their APIs to anyone else too. */
export function RequireAdmin() {
  const t = useCommonT();
  const { data: me } = useMe();
  if (me?.user.role !== 'admin') {
    return <PlaceholderPage title={t('forbidden.admins')} description={t('forbidden.text')} />;
  }
  return <Outlet />;
}

import { messages, uiText } from '@storyloom/domain';
import { Outlet } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import { useMe } from '@/lib/me';

/** Admin screens are for admins only; the server refuses their APIs to anyone else too. */
export function RequireAdmin() {
  const { data: me } = useMe();
  if (me?.user.role !== 'admin') {
    return <PlaceholderPage title={uiText.shell.forbiddenTitle} description={messages.errors.forbidden} />;
  }
  return <Outlet />;
}

import { uiText } from '@storyloom/domain';
import { PlaceholderPage } from '@/components/placeholder-page';
import { displayName, useMe } from '@/features/auth/api';

export function DashboardPage() {
  const { data: me } = useMe();
  return <PlaceholderPage title={uiText.pages.welcomeBack(me ? displayName(me) : '')} />;
}

import { uiText } from '@storyloom/domain';
import { Link } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import { buttonVariants } from '@/components/ui/button';

export function UpgradePage() {
  const m = uiText.pages;
  return (
    <PlaceholderPage title={m.upgradeTitle} description={m.upgradeText}>
      <Link to="/" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
        {m.backHome}
      </Link>
    </PlaceholderPage>
  );
}

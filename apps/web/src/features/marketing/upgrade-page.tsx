import { Link } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import { buttonVariants } from '@/components/ui/button';
import { useT } from './i18n';

export function UpgradePage() {
  const t = useT();
  return (
    <PlaceholderPage title={t('upgrade.title')} description={t('upgrade.text')}>
      <Link to="/" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
        {t('upgrade.backHome')}
      </Link>
    </PlaceholderPage>
  );
}

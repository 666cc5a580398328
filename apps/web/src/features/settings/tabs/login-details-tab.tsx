import { LoginDetails } from '@/features/account-security';
import { useT } from '../i18n';
import { SettingsSection } from '../section';

/** Login Details: password and two-factor sign-in, the account-security feature's content in our shell. */
export function LoginDetailsTab() {
  const t = useT();
  return (
    <SettingsSection title={t('tabs.loginDetails')}>
      <LoginDetails />
    </SettingsSection>
  );
}

import { settingsText } from '@storyloom/domain';
import { LoginDetails } from '@/features/account-security';
import { SettingsSection } from '../section';

/** Login Details: password and two-factor sign-in, the account-security feature's content in our shell. */
export function LoginDetailsTab() {
  return (
    <SettingsSection title={settingsText.tabs['login-details']}>
      <LoginDetails />
    </SettingsSection>
  );
}

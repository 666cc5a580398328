import { BlockedAndMuted } from '@/features/safety';
import { useT } from '../i18n';
import { SettingsSection } from '../section';
import { DeleteAccountDialog } from './privacy-delete-dialog';
import { ExportSection } from './privacy-export';

/** Settings → Privacy (issue 15): every member can take their data out, or delete their account; blocked and muted members (issue 16). */
export function PrivacyTab() {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <BlockedAndMuted />
      <ExportSection />
      <SettingsSection title={t('delete.title')} hint={t('delete.hint')}>
        <div className="flex flex-col gap-3 text-sm">
          <p>{t('delete.deleted')}</p>
          <p>{t('delete.kept')}</p>
          <p className="font-medium">{t('delete.permanent')}</p>
          <DeleteAccountDialog />
        </div>
      </SettingsSection>
    </div>
  );
}

import { BlockedAndMuted } from '@/features/safety';
import { SettingsSection } from '../section';
import { DeleteAccountDialog } from './privacy-delete-dialog';
import { ExportSection } from './privacy-export';
import { privacyTabText } from './privacy-text';

const t = privacyTabText.delete;

/** Settings → Privacy (issue 15): every member can take their data out, or delete their account; blocked and muted members (issue 16). */
export function PrivacyTab() {
  return (
    <div className="flex flex-col gap-6">
      <BlockedAndMuted />
      <ExportSection />
      <SettingsSection title={t.title} hint={t.hint}>
        <div className="flex flex-col gap-3 text-sm">
          <p>{t.deleted}</p>
          <p>{t.kept}</p>
          <p className="font-medium">{t.permanent}</p>
          <DeleteAccountDialog />
        </div>
      </SettingsSection>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { securityOverviewQueryOptions } from './api';
import { RegenerateBackupCodes } from './backup-codes';
import { ChangePasswordDialog } from './change-password-dialog';
import { EnrolTotpDialog } from './enrol-totp-dialog';
import { useT } from './i18n';
import { RemoveFactorDialog } from './remove-factor-dialog';
import { SessionsList } from './sessions-list';

function Block({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-t border-border pt-5 first:border-t-0 first:pt-0"
    >
      <div>
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      {children}
    </section>
  );
}

function TwoFactorBlock() {
  const t = useT();
  const overview = useQuery(securityOverviewQueryOptions);
  if (overview.isPending) return <Spinner />;
  if (overview.isError) return <p role="alert">{errorMessage(overview.error, t('mfa.invalidCode'))}</p>;
  const { factors, assuranceLevel, backupCodesRemaining } = overview.data;
  const verified = factors.some((f) => f.status === 'verified');
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-center gap-2 text-sm">
        {t('mfa.assurance')}: <Badge tone={assuranceLevel === 'aal2' ? 'success' : 'neutral'}>{assuranceLevel}</Badge>
      </p>
      {factors.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('mfa.noFactors')}</p>
      ) : (
        <ul aria-label={t('mfa.factors')} className="flex flex-col gap-2">
          {factors.map((factor) => (
            <li key={factor.id} className="flex flex-wrap items-center gap-3 rounded-md border border-border p-3">
              <span className="font-medium">{factor.friendlyName}</span>
              <Badge tone={factor.status === 'verified' ? 'success' : 'warning'}>
                {factor.status === 'verified' ? t('mfa.verified') : t('mfa.unverified')}
              </Badge>
              <span className="ms-auto">
                <RemoveFactorDialog factorId={factor.id} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <EnrolTotpDialog showTrigger={!verified} />
      {verified && backupCodesRemaining !== null && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span>{t('backup.remaining', { count: backupCodesRemaining })}</span>
          <RegenerateBackupCodes />
        </div>
      )}
      <p className="text-xs text-muted-foreground">{t('mfa.phoneUnavailable')}</p>
    </div>
  );
}

/** The login-details content (settings tab): password change, two-factor authentication, sessions. */
export function LoginDetails() {
  const t = useT();
  return (
    <div className="flex flex-col gap-5">
      <Block title={t('password.heading')} text={t('password.text')}>
        <div>
          <ChangePasswordDialog />
        </div>
      </Block>
      <Block title={t('mfa.heading')} text={t('mfa.text')}>
        <TwoFactorBlock />
      </Block>
      <Block title={t('sessions.heading')} text={t('sessions.text')}>
        <SessionsList />
      </Block>
    </div>
  );
}

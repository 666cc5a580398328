import { otpauthSecret } from '@storyloom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { renderSVG } from 'uqr';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { meQueryKey } from '@/lib/me';
import { activateTotp, type Enrolment, enrolTotp, securityOverviewKey, sessionsKey } from './api';
import { BackupCodeList } from './backup-codes';
import { CodeStep } from './code-step';
import { useT } from './i18n';
import { PasswordStep } from './password-step';
import { SignOutOthersOffer } from './sign-out-others-offer';

/** Groups a base32 secret in fours so it can be read out and typed. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** The otpauth URI as a QR code, rendered in the browser (the secret never leaves the page). */
function QrCode({ uri }: { uri: string }) {
  const t = useT();
  const src = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(uri, { border: 2 }))}`, [uri]);
  return (
    <img src={src} alt={t('mfa.qrAlt')} width={192} height={192} className="self-center rounded-md bg-white p-1" />
  );
}

function SecretDetails({ uri }: { uri: string }) {
  const t = useT();
  const secret = otpauthSecret(uri) ?? '';
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p className="text-muted-foreground">{t('mfa.scanText')}</p>
      <QrCode uri={uri} />
      <div>
        <p className="font-medium">{t('mfa.secretKey')}</p>
        <p data-testid="totp-secret" className="mt-1 rounded-md bg-muted p-2 font-mono tracking-wider break-all">
          {grouped(secret)}
        </p>
      </div>
      <div>
        <p className="font-medium">{t('mfa.setupLink')}</p>
        <a href={uri} className="mt-1 block rounded-md bg-muted p-2 font-mono text-xs break-all text-link">
          {uri}
        </a>
      </div>
      <p>{t('mfa.enterCode')}</p>
    </div>
  );
}

/**
 * Enrol an authenticator app: password, then the secret and a code to activate, then backup codes.
 * Stays mounted after activation (the trigger hides) so the backup codes can still be shown, with
 * the offer to sign out the devices that were signed in without a code.
 */
export function EnrolTotpDialog({ showTrigger }: { showTrigger: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [activated, setActivated] = useState(false);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setEnrolment(null);
    setActivated(false);
    void queryClient.invalidateQueries({ queryKey: securityOverviewKey });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {showTrigger && (
        <DialogTrigger asChild>
          <Button className="self-start">
            <ShieldPlus aria-hidden="true" />
            {t('mfa.addFactor')}
          </Button>
        </DialogTrigger>
      )}
      <DialogContent closeLabel={t('cancel')}>
        <DialogTitle>{activated ? t('mfa.activated') : t('mfa.scanTitle')}</DialogTitle>
        <DialogDescription>{t('mfa.text')}</DialogDescription>
        {!enrolment ? (
          <PasswordStep
            id="enrol-password"
            prompt={t('mfa.enrolPasswordPrompt')}
            action={async (pw) => setEnrolment(await enrolTotp(pw))}
          />
        ) : !activated ? (
          <>
            <SecretDetails uri={enrolment.totpURI} />
            <CodeStep
              id="enrol-code"
              submitLabel={t('mfa.activate')}
              action={async (code) => {
                await activateTotp(code);
                setActivated(true);
                toast.success(t('mfa.activated'));
                // Activation replaced this session's cookie; refresh who we are and where.
                await Promise.all([
                  queryClient.invalidateQueries({ queryKey: meQueryKey }),
                  queryClient.invalidateQueries({ queryKey: sessionsKey }),
                ]);
              }}
            />
          </>
        ) : (
          <>
            <SignOutOthersOffer text={t('sessions.afterEnable')} />
            <BackupCodeList codes={enrolment.backupCodes} onSaved={() => onOpenChange(false)} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

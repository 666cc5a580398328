import { type AuthTab, DEFAULT_AUTH_TAB } from '@storyloom/domain';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { SignUpPrivacyNote } from '@/features/privacy';
import { cn } from '@/lib/utils';
import { SignUpPath } from './age-screen/sign-up-path';
import { useAfterSignIn } from './api';
import { AuthCard } from './auth-card';
import { ConnectionBanner } from './auth-screen/connection-banner';
import { DiagnosticsPanel } from './auth-screen/diagnostics-panel';
import { SignInForm } from './auth-screen/sign-in-form';
import { SignUpForm } from './auth-screen/sign-up-form';
import { useAuthConnection } from './auth-screen/use-auth-connection';
import { useT } from './i18n';
import { TwoFactorChallenge } from './two-factor-challenge';

function initialTab(state: unknown): AuthTab {
  const tab = (state as { activeTab?: unknown } | null)?.activeTab;
  return tab === 'signup' || tab === 'signin' ? tab : DEFAULT_AUTH_TAB;
}

const tabClass = cn(
  'flex-1 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground',
  'data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm',
);

/** /auth: the combined Sign In / Sign Up screen with its connection check and diagnostics. */
export function AuthScreenPage() {
  const t = useT();
  const location = useLocation();
  const afterSignIn = useAfterSignIn();
  const connection = useAuthConnection();
  const [tab, setTab] = useState<AuthTab>(() => initialTab(location.state));
  const [notice, setNotice] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState(false);

  if (secondStep) {
    return (
      <AuthCard title={t('twoFactor.title')}>
        <TwoFactorChallenge onVerified={afterSignIn} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('authScreen.title')} subtitle={t('authScreen.subtitle')}>
      <div className="flex flex-col gap-4">
        {connection.failed && <ConnectionBanner checking={connection.checking} onRetry={connection.retry} />}
        <Tabs.Root value={tab} onValueChange={(v) => setTab(v as AuthTab)} className="flex flex-col gap-4">
          <Tabs.List aria-label={t('authScreen.tabsLabel')} className="flex gap-1 rounded-lg bg-muted p-1">
            <Tabs.Trigger value="signin" className={tabClass}>
              {t('authScreen.signInTab')}
            </Tabs.Trigger>
            <Tabs.Trigger value="signup" className={tabClass}>
              {t('authScreen.signUpTab')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="signin">
            <SignInForm
              notice={notice}
              connectionError={connection.error}
              onSignedIn={afterSignIn}
              onSecondFactor={() => setSecondStep(true)}
            />
          </Tabs.Content>
          <Tabs.Content value="signup">
            <SignUpPath idPrefix="signup">
              <SignUpForm
                onSignedUp={() => {
                  setNotice(t('authScreen.signUpSuccess'));
                  setTab('signin');
                }}
              />
            </SignUpPath>
            <SignUpPrivacyNote />
          </Tabs.Content>
        </Tabs.Root>
        <DiagnosticsPanel
          check={connection.check}
          error={connection.error}
          checking={connection.checking}
          onRun={connection.runDiagnostics}
        />
      </div>
    </AuthCard>
  );
}

import type { ReactNode } from 'react';
import { QueryState } from '@/components/query-state';
import { ChildSignUpForm } from '@/features/young-members';
import { useT } from '../i18n';
import { AgeScreenForm } from './age-screen-form';
import { useSignUpPath } from './api';

/**
 * The age step, then the sign-up form its answer leads to: `standard` (this screen's own form) or
 * the one that asks for a parent's email. The path comes from the server, so a reload keeps it and
 * a second answer in this browser cannot change it.
 */
export function SignUpPath({ idPrefix, children }: { idPrefix?: string; children: ReactNode }) {
  const t = useT();
  const query = useSignUpPath();
  const text = { loading: t('ageStep.loading'), failed: t('ageStep.loadFailed'), retry: t('ageStep.retry') };
  return (
    <QueryState query={query} text={text}>
      {({ path }) => {
        if (path === 'standard') return children;
        if (path === 'parent') return <ChildSignUpForm />;
        return <AgeScreenForm idPrefix={idPrefix} />;
      }}
    </QueryState>
  );
}

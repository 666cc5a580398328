import type { Me } from '@storyloom/domain';
import { lazy, Suspense } from 'react';

// The banner shares its domain module, and with it the zod schemas, with the sign-up forms; only a
// minor can see it, so only a minor's shell loads it (issue 20).
const Banner = lazy(() => import('./parent-link-banner').then((module) => ({ default: module.ParentLinkBanner })));

/** The app shell's parent link banner, loaded on demand; it shows nothing for an adult. */
export function ParentLinkBanner({ me }: { me: Me }) {
  if (me.user.ageBand === 'adult') return null;
  return (
    <Suspense fallback={null}>
      <Banner me={me} />
    </Suspense>
  );
}

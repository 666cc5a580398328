import { lazy, Suspense, useState } from 'react';
import { docTitle } from '@/lib/utils';
import type { LandingFeatureKey } from './feature-media';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import {
  ApproachSection,
  JoinSection,
  MissionSection,
  ProblemSection,
  ServicesSection,
  SolutionsSection,
} from './info-sections';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';

// The dialog (and radix) loads when first wanted, keeping the landing page's initial JS small.
const loadDialog = () => import('./feature-dialog');
const FeatureDialog = lazy(() => loadDialog().then((module) => ({ default: module.FeatureDialog })));

/** The public landing page with its own header, feature dialogs and footer. */
export function LandingPage() {
  const [feature, setFeature] = useState<LandingFeatureKey | null>(null);
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{docTitle()}</title>
      <LandingHeader onFeature={setFeature} />
      <main id="main" className="flex-1">
        <HeroSection />
        <MissionSection />
        <FeaturesSection onOpen={setFeature} onIntent={loadDialog} />
        <ServicesSection />
        <ApproachSection />
        <ProblemSection />
        <SolutionsSection />
        <JoinSection />
      </main>
      <LandingFooter onFeature={setFeature} />
      {feature && (
        <Suspense fallback={null}>
          <FeatureDialog feature={feature} onClose={() => setFeature(null)} />
        </Suspense>
      )}
    </div>
  );
}

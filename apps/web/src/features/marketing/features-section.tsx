import { LANDING_FEATURES, type LandingFeatureKey, landingText } from '@storyloom/domain';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { featureMedia } from './feature-media';
import { Section } from './section';

const f = landingText.features;

type FeaturesSectionProps = { onOpen: (key: LandingFeatureKey) => void; onIntent: () => void };

export function FeaturesSection({ onOpen, onIntent }: FeaturesSectionProps) {
  return (
    <Section id="features" eyebrow={landingText.nav.features} title={f.title} intro={f.intro} className="bg-muted/50">
      <ul className="grid gap-6 sm:grid-cols-2">
        {LANDING_FEATURES.map((feature) => {
          const { icon: Icon, images } = featureMedia[feature.key];
          const [image] = images;
          return (
            <li key={feature.key} className="flex">
              <Card className="flex w-full flex-col overflow-hidden transition-shadow hover:shadow-md">
                {image && (
                  <img
                    src={image.src}
                    alt=""
                    width={320}
                    height={200}
                    loading="lazy"
                    className="aspect-[16/10] w-full object-cover"
                  />
                )}
                <div className="flex flex-1 flex-col gap-3 p-6">
                  <div className="flex items-center gap-3">
                    <span className="flex size-10 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <h3 className="text-xl font-bold tracking-tight">{feature.title}</h3>
                  </div>
                  <p className="text-muted-foreground">{feature.summary}</p>
                  <Button
                    variant="link"
                    className="mt-auto self-start pt-2"
                    aria-label={`${f.learnMore}: ${feature.title}`}
                    onPointerEnter={onIntent}
                    onFocus={onIntent}
                    onClick={() => onOpen(feature.key)}
                  >
                    {f.learnMore}
                    <ArrowRight aria-hidden="true" />
                  </Button>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

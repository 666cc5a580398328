import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { featureKey, featureMedia, LANDING_FEATURE_KEYS, type LandingFeatureKey } from './feature-media';
import { useT } from './i18n';
import { Section } from './section';

type FeaturesSectionProps = { onOpen: (key: LandingFeatureKey) => void; onIntent: () => void };

export function FeaturesSection({ onOpen, onIntent }: FeaturesSectionProps) {
  const t = useT();
  return (
    <Section
      id="features"
      eyebrow={t('nav.features')}
      title={t('features.title')}
      intro={t('features.intro')}
      className="bg-muted/50"
    >
      <ul className="grid gap-6 sm:grid-cols-2">
        {LANDING_FEATURE_KEYS.map((feature) => {
          const { icon: Icon, images } = featureMedia[feature];
          const [image] = images;
          const title = t(featureKey(feature, 'title'));
          return (
            <li key={feature} className="flex">
              <Card className="flex w-full flex-col overflow-hidden transition-shadow hover:shadow-md">
                {image && (
                  <img
                    src={image}
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
                    <h3 className="text-xl font-bold tracking-tight">{title}</h3>
                  </div>
                  <p className="text-muted-foreground">{t(featureKey(feature, 'summary'))}</p>
                  <Button
                    variant="link"
                    className="mt-auto self-start pt-2"
                    aria-label={t('features.learnMoreAbout', { title })}
                    onPointerEnter={onIntent}
                    onFocus={onIntent}
                    onClick={() => onOpen(feature)}
                  >
                    {t('features.learnMore')}
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

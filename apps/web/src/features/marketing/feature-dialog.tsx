import { CircleCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { featureKey, featureList, featureMedia, imageAltKey, type LandingFeatureKey } from './feature-media';
import { useT } from './i18n';

type FeatureDialogProps = { feature: LandingFeatureKey | null; onClose: () => void };

/** A landing feature in detail: title, description, images, key capabilities, how it works, and Close. */
export function FeatureDialog({ feature, onClose }: FeatureDialogProps) {
  const t = useT();
  return (
    <Dialog open={Boolean(feature)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {feature && (
          <>
            <DialogTitle className="text-2xl">{t(featureKey(feature, 'title'))}</DialogTitle>
            <DialogDescription className="text-base">{t(featureKey(feature, 'description'))}</DialogDescription>
            <div className="grid grid-cols-2 gap-3">
              {featureMedia[feature].images.map((src, index) => (
                <img
                  key={src}
                  src={src}
                  alt={t(imageAltKey(feature, index))}
                  width={320}
                  height={200}
                  className="w-full rounded-lg border border-border"
                />
              ))}
            </div>
            <div className="grid gap-6 sm:grid-cols-2">
              <div>
                <h3 className="mb-3 font-semibold">{t('features.keyCapabilities')}</h3>
                <ul className="flex flex-col gap-2 text-sm">
                  {featureList(feature, 'capability').map((key) => (
                    <li key={key} className="flex gap-2">
                      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                      {t(key)}
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h3 className="mb-3 font-semibold">{t('features.howItWorks')}</h3>
                <ol className="flex flex-col gap-2 text-sm">
                  {featureList(feature, 'step').map((key, index) => (
                    <li key={key} className="flex gap-2">
                      <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                        {index + 1}
                      </span>
                      {t(key)}
                    </li>
                  ))}
                </ol>
              </div>
            </div>
            {featureMedia[feature].note && (
              <p className="flex flex-wrap items-center gap-2 rounded-lg border border-dashed border-border p-3 text-sm">
                <Badge tone="warning">{t(featureKey(feature, 'noteLabel'))}</Badge>
                {t(featureKey(feature, 'noteText'))}
              </p>
            )}
            <div className="flex justify-end">
              <DialogClose asChild>
                <Button variant="outline">{t('features.close')}</Button>
              </DialogClose>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { LANDING_FEATURES, type LandingFeatureKey, landingText } from '@storyloom/domain';
import { CircleCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { featureMedia } from './feature-media';

const f = landingText.features;

type FeatureDialogProps = { feature: LandingFeatureKey | null; onClose: () => void };

/** A landing feature in detail: title, description, images, key capabilities, how it works, and Close. */
export function FeatureDialog({ feature: key, onClose }: FeatureDialogProps) {
  const feature = LANDING_FEATURES.find((item) => item.key === key);
  return (
    <Dialog open={Boolean(feature)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {feature && (
          <>
            <DialogTitle className="text-2xl">{feature.title}</DialogTitle>
            <DialogDescription className="text-base">{feature.description}</DialogDescription>
            <div className="grid grid-cols-2 gap-3">
              {featureMedia[feature.key].images.map((image) => (
                <img
                  key={image.src}
                  src={image.src}
                  alt={image.alt}
                  width={320}
                  height={200}
                  className="w-full rounded-lg border border-border"
                />
              ))}
            </div>
            <div className="grid gap-6 sm:grid-cols-2">
              <div>
                <h3 className="mb-3 font-semibold">{f.keyCapabilities}</h3>
                <ul className="flex flex-col gap-2 text-sm">
                  {feature.capabilities.map((item) => (
                    <li key={item} className="flex gap-2">
                      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h3 className="mb-3 font-semibold">{f.howItWorks}</h3>
                <ol className="flex flex-col gap-2 text-sm">
                  {feature.howItWorks.map((step, index) => (
                    <li key={step} className="flex gap-2">
                      <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                        {index + 1}
                      </span>
                      {step}
                    </li>
                  ))}
                </ol>
              </div>
            </div>
            {feature.note && (
              <p className="flex flex-wrap items-center gap-2 rounded-lg border border-dashed border-border p-3 text-sm">
                <Badge tone="warning">{feature.note.label}</Badge>
                {feature.note.text}
              </p>
            )}
            <div className="flex justify-end">
              <DialogClose asChild>
                <Button variant="outline">{f.close}</Button>
              </DialogClose>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

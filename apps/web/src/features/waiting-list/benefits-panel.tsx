import { publicMessages, publicText } from '@storyloom/domain';
import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** The 'Early Access Benefits' panel beside the form, with a way to ask first. */
export function BenefitsPanel() {
  return (
    <Card className="flex flex-col gap-5 bg-gradient-to-br from-primary/10 via-surface to-surface p-6 md:p-8">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Gift aria-hidden="true" className="size-5" />
        </span>
        <h2 className="text-xl font-bold tracking-tight">{publicMessages.waitingList.earlyAccessBenefits}</h2>
      </div>
      <p className="text-sm text-muted-foreground">{publicText.benefitsIntro}</p>
      <ul className="flex flex-col gap-3">
        {publicText.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-3 text-sm">
            <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />
            {benefit}
          </li>
        ))}
      </ul>
      <div className="mt-2 border-t border-border pt-5">
        <p className="mb-3 text-sm font-medium">{publicText.questions}</p>
        <Link to="/contact" className={buttonVariants({ variant: 'outline' })}>
          {publicMessages.waitingList.contactUs}
        </Link>
      </div>
    </Card>
  );
}

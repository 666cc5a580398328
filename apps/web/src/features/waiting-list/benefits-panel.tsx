import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT, type WaitingListKey } from './i18n';

const BENEFITS: WaitingListKey[] = [
  'benefits.priority',
  'benefits.onboarding',
  'benefits.discount',
  'benefits.feedback',
  'benefits.content',
];

/** The 'Early Access Benefits' panel beside the form, with a way to ask first. */
export function BenefitsPanel() {
  const t = useT();
  return (
    <Card className="flex flex-col gap-5 bg-gradient-to-br from-primary/10 via-surface to-surface p-6 md:p-8">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Gift aria-hidden="true" className="size-5" />
        </span>
        <h2 className="text-xl font-bold tracking-tight">{t('benefits.title')}</h2>
      </div>
      <p className="text-sm text-muted-foreground">{t('benefits.intro')}</p>
      <ul className="flex flex-col gap-3">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex gap-3 text-sm">
            <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />
            {t(benefit)}
          </li>
        ))}
      </ul>
      <div className="mt-2 border-t border-border pt-5">
        <p className="mb-3 text-sm font-medium">{t('benefits.questions')}</p>
        <Link to="/contact" className={buttonVariants({ variant: 'outline' })}>
          {t('benefits.contactUs')}
        </Link>
      </div>
    </Card>
  );
}

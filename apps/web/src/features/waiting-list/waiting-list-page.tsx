import { publicMessages, publicText, uiText } from '@storyloom/domain';
import { useState } from 'react';
import { BackHomeLink } from '@/components/back-home-link';
import { ThankYouPanel } from '@/components/thank-you-panel';
import { Card } from '@/components/ui/card';
import { docTitle } from '@/lib/utils';
import { BenefitsPanel } from './benefits-panel';
import { WaitingListForm } from './waiting-list-form';

export function WaitingListPage() {
  const [done, setDone] = useState(false);
  // A new key gives "Add another email" an empty form.
  const [formKey, setFormKey] = useState(0);
  const title = uiText.pages.waitingList;
  return (
    <div className="hero-backdrop flex-1 px-4 py-8 md:py-12">
      <title>{docTitle(title)}</title>
      <div className="mx-auto max-w-5xl">
        <BackHomeLink />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight md:text-4xl">{title}</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{publicText.waitingListIntro}</p>
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
          {done ? (
            <ThankYouPanel
              title={publicMessages.waitingList.thankYou}
              text={publicText.waitingListThanks}
              actionLabel={publicMessages.waitingList.addAnother}
              onAction={() => {
                setFormKey((k) => k + 1);
                setDone(false);
              }}
            />
          ) : (
            <Card className="p-6 md:p-8">
              <WaitingListForm key={formKey} onDone={() => setDone(true)} />
            </Card>
          )}
          <BenefitsPanel />
        </div>
      </div>
    </div>
  );
}

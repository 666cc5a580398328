import { publicMessages, publicText, uiText } from '@storyloom/domain';
import { useState } from 'react';
import { BackHomeLink } from '@/components/back-home-link';
import { ThankYouPanel } from '@/components/thank-you-panel';
import { Card } from '@/components/ui/card';
import { docTitle } from '@/lib/utils';
import { ContactForm } from './contact-form';
import { ContactInfoPanel } from './contact-info-panel';

export function ContactPage() {
  const [sent, setSent] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const title = uiText.pages.contact;
  return (
    <div className="hero-backdrop flex-1 px-4 py-8 md:py-12">
      <title>{docTitle(title)}</title>
      <div className="mx-auto max-w-5xl">
        <BackHomeLink />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight md:text-4xl">{title}</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{publicText.contactIntro}</p>
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
          {sent ? (
            <ThankYouPanel
              title={publicMessages.contact.thankYou}
              text={publicText.contactThanks}
              actionLabel={publicMessages.contact.sendAnother}
              onAction={() => {
                setFormKey((k) => k + 1);
                setSent(false);
              }}
            />
          ) : (
            <Card className="p-6 md:p-8">
              <ContactForm key={formKey} onSent={() => setSent(true)} />
            </Card>
          )}
          <ContactInfoPanel />
        </div>
      </div>
    </div>
  );
}

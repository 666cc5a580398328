import { type ReactNode, useState } from 'react';
import { BackHomeLink } from '@/components/back-home-link';
import { ThankYouPanel } from '@/components/thank-you-panel';
import { Card } from '@/components/ui/card';
import { docTitle } from '@/lib/utils';

interface PublicFormPageProps {
  title: string;
  intro: string;
  thanks: { title: string; text: string; actionLabel: string };
  /** The form; it calls `onDone` once the server accepted it. */
  form: (onDone: () => void) => ReactNode;
  aside: ReactNode;
}

/** A public page with one form (waiting list, contact): the form, then a thank-you panel. */
export function PublicFormPage({ title, intro, thanks, form, aside }: PublicFormPageProps) {
  const [done, setDone] = useState(false);
  // A new key gives the "another one" action an empty form.
  const [formKey, setFormKey] = useState(0);
  return (
    <div className="hero-backdrop flex-1 px-4 py-8 md:py-12">
      <title>{docTitle(title)}</title>
      <div className="mx-auto max-w-5xl">
        <BackHomeLink />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight md:text-4xl">{title}</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{intro}</p>
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
          {done ? (
            <ThankYouPanel
              {...thanks}
              onAction={() => {
                setFormKey((k) => k + 1);
                setDone(false);
              }}
            />
          ) : (
            <Card key={formKey} className="p-6 md:p-8">
              {form(() => setDone(true))}
            </Card>
          )}
          {aside}
        </div>
      </div>
    </div>
  );
}

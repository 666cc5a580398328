import { Link as LinkIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { docTitle } from '@/lib/utils';
import { HelpResources } from './help-resources';
import { useT } from './i18n';
import { RULE_IDS, ruleText, ruleTitle } from './labels';

/** Scrolls to the rule named in the address (/guidelines#be-kind), once the page is on screen. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash]);
}

/** /guidelines (issue 16): the rules moderators cite, one anchor each, and help for members who are struggling. */
export function GuidelinesPage() {
  const t = useT();
  useScrollToHash();
  return (
    <div className="flex-1">
      <title>{docTitle(t('guidelines.title'))}</title>
      <header className="hero-backdrop border-b border-border px-4 py-10 md:py-14">
        <div className="mx-auto max-w-4xl">
          <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{t('guidelines.title')}</h1>
          <p className="mt-4 max-w-2xl leading-relaxed text-muted-foreground md:text-lg">{t('guidelines.intro')}</p>
        </div>
      </header>
      <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-10">
        <section aria-labelledby="rules-title" className="flex flex-col gap-4">
          <h2 id="rules-title" className="text-xl font-bold tracking-tight">
            {t('guidelines.rulesHeading')}
          </h2>
          <ol className="flex flex-col gap-4">
            {RULE_IDS.map((id, index) => (
              <li
                key={id}
                id={id}
                tabIndex={-1}
                aria-labelledby={`${id}-title`}
                className="scroll-mt-24 rounded-xl border border-border bg-surface p-4 shadow-sm outline-none target:border-primary focus-visible:ring-2 focus-visible:ring-ring"
              >
                <h3 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
                  <span aria-hidden="true" className="text-muted-foreground">
                    {index + 1}.
                  </span>
                  {ruleTitle(t, id)}
                  <a
                    href={`#${id}`}
                    aria-label={t('guidelines.ruleLink', { title: ruleTitle(t, id) })}
                    className="inline-flex size-6 items-center justify-center rounded text-muted-foreground hover:text-foreground"
                  >
                    <LinkIcon aria-hidden="true" className="size-4" />
                  </a>
                </h3>
                <p className="mt-1 leading-relaxed text-foreground/90">{ruleText(t, id)}</p>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="report-title" className="flex flex-col gap-3">
          <h2 id="report-title" className="text-xl font-bold tracking-tight">
            {t('guidelines.reportHeading')}
          </h2>
          <p className="max-w-3xl leading-relaxed text-foreground/90">{t('guidelines.report')}</p>
        </section>
        <section id="help" aria-labelledby="help-title" className="flex scroll-mt-24 flex-col gap-3">
          <h2 id="help-title" className="text-xl font-bold tracking-tight">
            {t('guidelines.helpHeading')}
          </h2>
          <p className="max-w-3xl leading-relaxed text-foreground/90">{t('guidelines.helpIntro')}</p>
          <HelpResources />
        </section>
      </div>
    </div>
  );
}

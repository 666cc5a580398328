import { MAIL_GIVE_UP_HOURS, RETENTION_LIMITS } from '@storyloom/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { docTitle } from '@/lib/utils';
import { type PrivacyKey, useT } from './i18n';
import type { NoticeSection } from './notices';

const linkClass = 'font-medium text-link underline-offset-4 hover:underline';

/** The numbers the notices and the retention table quote, from the limits the retention job enforces. */
export const LIMIT_VALUES = { ...RETENTION_LIMITS, mailGiveUpHours: MAIL_GIVE_UP_HOURS };

function Section({ section, children }: { section: NoticeSection; children?: ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby={`${section.id}-title`} className="flex flex-col gap-3">
      <h2 id={`${section.id}-title`} className="scroll-mt-24 text-xl font-bold tracking-tight">
        {t(section.heading)}
      </h2>
      {section.paragraphs.map((p) => (
        <p key={p} className="max-w-3xl leading-relaxed text-foreground/90">
          {t(p, LIMIT_VALUES)}
        </p>
      ))}
      {section.items.length > 0 && (
        <ul className="flex max-w-3xl list-disc flex-col gap-2 ps-6 leading-relaxed text-foreground/90">
          {section.items.map((item) => (
            <li key={item}>{t(item, LIMIT_VALUES)}</li>
          ))}
        </ul>
      )}
      {section.links.map((l) => (
        <p key={l.to}>
          <Link to={l.to} className={linkClass}>
            {t(l.label)}
          </Link>
        </p>
      ))}
      {children}
    </section>
  );
}

/**
 * A privacy notice page: title, version, contents, sections.
 * `extra` adds content under a section (the retention table under "How long we keep it").
 */
export function NoticeView({
  titleKey: title,
  introKey: intro,
  version,
  sections,
  extra = {},
  related,
}: {
  titleKey: PrivacyKey;
  introKey: PrivacyKey;
  version: string;
  sections: NoticeSection[];
  extra?: Record<string, ReactNode>;
  related: { label: PrivacyKey; to: string };
}) {
  const t = useT();
  return (
    <div className="flex-1">
      <title>{docTitle(t(title))}</title>
      <header className="hero-backdrop border-b border-border px-4 py-10 md:py-14">
        <div className="mx-auto max-w-4xl">
          <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{t(title)}</h1>
          <p className="mt-2 text-sm text-muted-foreground">{t('updated', { version })}</p>
          <p className="mt-4 max-w-2xl leading-relaxed text-muted-foreground md:text-lg">{t(intro)}</p>
          <p className="mt-4">
            <Link to={related.to} className={linkClass}>
              {t(related.label)}
            </Link>
          </p>
        </div>
      </header>
      <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-10">
        <nav aria-label={t('contents')} className="rounded-xl border border-border bg-surface p-5">
          <h2 className="text-sm font-semibold">{t('contents')}</h2>
          <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}-title`} className={linkClass}>
                  {t(s.heading)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((s) => (
          <Section key={s.id} section={s}>
            {extra[s.id]}
          </Section>
        ))}
      </div>
    </div>
  );
}

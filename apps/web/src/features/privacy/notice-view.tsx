import { type PrivacyNotice, type PrivacySection, privacyPageText } from '@storyloom/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { docTitle } from '@/lib/utils';

const linkClass = 'font-medium text-link underline-offset-4 hover:underline';

function Section({ section, children }: { section: PrivacySection; children?: ReactNode }) {
  return (
    <section aria-labelledby={`${section.id}-title`} className="flex flex-col gap-3">
      <h2 id={`${section.id}-title`} className="scroll-mt-24 text-xl font-bold tracking-tight">
        {section.heading}
      </h2>
      {section.paragraphs.map((p) => (
        <p key={p} className="max-w-3xl leading-relaxed text-foreground/90">
          {p}
        </p>
      ))}
      {section.items && (
        <ul className="flex max-w-3xl list-disc flex-col gap-2 pl-6 leading-relaxed text-foreground/90">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.links?.map((l) => (
        <p key={l.to}>
          <Link to={l.to} className={linkClass}>
            {l.label}
          </Link>
        </p>
      ))}
      {children}
    </section>
  );
}

/**
 * A privacy notice page from the domain's notice data: title, version, contents, sections.
 * `extra` adds content under a section (the retention table under "How long we keep it").
 */
export function NoticeView({
  notice,
  extra = {},
  related,
}: {
  notice: PrivacyNotice;
  extra?: Record<string, ReactNode>;
  related: { label: string; to: string };
}) {
  return (
    <div className="flex-1">
      <title>{docTitle(notice.title)}</title>
      <header className="hero-backdrop border-b border-border px-4 py-10 md:py-14">
        <div className="mx-auto max-w-4xl">
          <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{notice.title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">{privacyPageText.updated(notice.version)}</p>
          <p className="mt-4 max-w-2xl leading-relaxed text-muted-foreground md:text-lg">{notice.intro}</p>
          <p className="mt-4">
            <Link to={related.to} className={linkClass}>
              {related.label}
            </Link>
          </p>
        </div>
      </header>
      <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-10">
        <nav aria-label={privacyPageText.contents} className="rounded-xl border border-border bg-surface p-5">
          <h2 className="text-sm font-semibold">{privacyPageText.contents}</h2>
          <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
            {notice.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}-title`} className={linkClass}>
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {notice.sections.map((s) => (
          <Section key={s.id} section={s}>
            {extra[s.id]}
          </Section>
        ))}
      </div>
    </div>
  );
}

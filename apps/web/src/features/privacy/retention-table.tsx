import { privacyPageText, RETENTION_REMOVAL_TEXT, RETENTION_RULES } from '@storyloom/domain';

const t = privacyPageText;

/** The retention table of docs/retention.md: a table on wide screens, one card per kind on narrow ones. */
export function RetentionTable() {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t.retentionIntro}</p>
      <div className="hidden overflow-hidden rounded-xl border border-border md:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t.retentionHeading}</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="p-3 font-semibold">
                {t.columns.data}
              </th>
              <th scope="col" className="p-3 font-semibold">
                {t.columns.why}
              </th>
              <th scope="col" className="p-3 font-semibold">
                {t.columns.keptFor}
              </th>
              <th scope="col" className="p-3 font-semibold">
                {t.columns.removal}
              </th>
            </tr>
          </thead>
          <tbody>
            {RETENTION_RULES.map((r) => (
              <tr key={r.id} className="border-t border-border align-top">
                <th scope="row" className="p-3 font-medium">
                  {r.data}
                </th>
                <td className="p-3 text-foreground/90">{r.why}</td>
                <td className="p-3 text-foreground/90">{r.keptFor}</td>
                <td className="p-3 text-muted-foreground">{RETENTION_REMOVAL_TEXT[r.removal]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden">
        {RETENTION_RULES.map((r) => (
          <li key={r.id} className="rounded-xl border border-border bg-surface p-4 text-sm">
            <p className="font-medium">{r.data}</p>
            <dl className="mt-2 grid gap-1.5">
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t.columns.why}</dt>
                <dd>{r.why}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {t.columns.keptFor}
                </dt>
                <dd>{r.keptFor}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {t.columns.removal}
                </dt>
                <dd>{RETENTION_REMOVAL_TEXT[r.removal]}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

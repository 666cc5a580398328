import { RETENTION_RULES } from '@storyloom/domain';
import { useT } from './i18n';
import { LIMIT_VALUES } from './notice-view';
import { REMOVAL_TEXT, RETENTION_TEXT } from './notices';

/** The retention table of docs/retention.md: a table on wide screens, one card per kind on narrow ones. */
export function RetentionTable() {
  const t = useT();
  // Each rule's words, in the reader's language (a rule without a row of text shows nothing rather than break).
  const rows = RETENTION_RULES.flatMap((r) => {
    const text = RETENTION_TEXT[r.id];
    if (!text) return [];
    return [
      {
        id: r.id,
        data: t(text.data),
        why: t(text.why),
        keptFor: t(text.keptFor, LIMIT_VALUES),
        removal: t(REMOVAL_TEXT[r.removal]),
      },
    ];
  });
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t('retentionIntro')}</p>
      <div className="hidden overflow-hidden rounded-xl border border-border md:block">
        <table className="w-full border-collapse text-start text-sm">
          <caption className="sr-only">{t('retentionHeading')}</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="p-3 font-semibold">
                {t('columns.data')}
              </th>
              <th scope="col" className="p-3 font-semibold">
                {t('columns.why')}
              </th>
              <th scope="col" className="p-3 font-semibold">
                {t('columns.keptFor')}
              </th>
              <th scope="col" className="p-3 font-semibold">
                {t('columns.removal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-t border-border align-top">
                <th scope="row" className="p-3 font-medium">
                  {r.data}
                </th>
                <td className="p-3 text-foreground/90">{r.why}</td>
                <td className="p-3 text-foreground/90">{r.keptFor}</td>
                <td className="p-3 text-muted-foreground">{r.removal}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden">
        {rows.map((r) => (
          <li key={r.id} className="rounded-xl border border-border bg-surface p-4 text-sm">
            <p className="font-medium">{r.data}</p>
            <dl className="mt-2 grid gap-1.5">
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {t('columns.why')}
                </dt>
                <dd>{r.why}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {t('columns.keptFor')}
                </dt>
                <dd>{r.keptFor}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {t('columns.removal')}
                </dt>
                <dd>{r.removal}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

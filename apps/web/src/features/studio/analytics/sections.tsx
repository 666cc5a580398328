import type { StudioAnalytics } from '@storyloom/domain';
import { lazy, useId } from 'react';
import { EmptyState } from '@/components/query-state';
import { useDateFormat } from '@/lib/use-date-format';
import { ChartFigure, cell, FiguresTable, numericCell } from './chart-figure';
import { analyticsText as t } from './copy';

// recharts loads with the first chart, not with the studio's screens (see charts.tsx).
const EnrollmentsChart = lazy(() => import('./charts').then((m) => ({ default: m.EnrollmentsChart })));
const HorizontalBars = lazy(() => import('./charts').then((m) => ({ default: m.HorizontalBars })));

/** "Mar 18": a UTC calendar day, short, for an axis. */
function shortDay(ymd: string, locale?: string) {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${ymd}T12:00:00Z`),
  );
}

export function EnrollmentsSection({ enrollments }: { enrollments: StudioAnalytics['enrollments'] }) {
  const fmt = useDateFormat();
  const e = t.enrollments;
  const first = enrollments.points[0];
  const weekly = enrollments.bucket === 'week';
  const caption = weekly ? e.captionWeek : e.captionDay;
  return (
    <ChartFigure
      title={e.title}
      summary={
        first ? `${e.summary(enrollments.total, fmt.day(first.date))} ${weekly ? e.perWeek : e.perDay}` : undefined
      }
      empty={first ? null : { title: e.emptyTitle, text: e.emptyText }}
      chart={
        <EnrollmentsChart
          data={enrollments.points.map((p) => ({
            label: shortDay(p.date, fmt.locale),
            count: p.count,
            total: p.total,
          }))}
          countLabel={e.columns.count}
          totalLabel={e.columns.total}
        />
      }
      table={
        <FiguresTable
          caption={caption}
          columns={[
            { label: weekly ? e.columns.week : e.columns.day },
            { label: e.columns.count, numeric: true },
            { label: e.columns.total, numeric: true },
          ]}
        >
          {enrollments.points.map((p) => (
            <tr key={p.date}>
              <th scope="row" className={`${cell} font-normal`}>
                <time dateTime={p.date}>{fmt.day(p.date)}</time>
              </th>
              <td className={numericCell}>{p.count}</td>
              <td className={numericCell}>{p.total}</td>
            </tr>
          ))}
        </FiguresTable>
      }
    />
  );
}

export function FunnelSection({ funnel }: { funnel: StudioAnalytics['funnel'] }) {
  const { locale } = useDateFormat();
  const f = t.funnel;
  const last = funnel.modules.at(-1);
  const empty =
    funnel.modules.length === 0
      ? { title: f.noModulesTitle, text: f.noModulesText }
      : funnel.enrolled === 0
        ? { title: f.noLearnersTitle, text: f.noLearnersText }
        : null;
  const rows = [
    { key: 'enrolled', label: f.enrolled, value: funnel.enrolled },
    ...funnel.modules.map((m) => ({ key: m.moduleId, label: f.moduleLabel(m.position, m.title), value: m.completed })),
  ];
  return (
    <ChartFigure
      title={f.title}
      summary={last ? f.summary(funnel.enrolled, last.completed, last.title) : undefined}
      empty={empty}
      chart={<HorizontalBars data={rows} name={f.columns.completed} />}
      table={
        <FiguresTable
          caption={f.caption}
          columns={[
            { label: f.columns.module },
            { label: f.columns.completed, numeric: true },
            { label: f.columns.share, numeric: true },
          ]}
        >
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" className={`${cell} font-normal`}>
                {r.label}
              </th>
              <td className={numericCell}>{r.value}</td>
              <td className={numericCell}>
                {t.percent(funnel.enrolled === 0 ? null : r.value / funnel.enrolled, locale)}
              </td>
            </tr>
          ))}
        </FiguresTable>
      }
    />
  );
}

export function QuizzesSection({ quizzes }: { quizzes: StudioAnalytics['quizzes'] }) {
  const { locale } = useDateFormat();
  const q = t.quizzes;
  const attempts = quizzes.reduce((sum, quiz) => sum + quiz.attempts, 0);
  const empty =
    quizzes.length === 0
      ? { title: q.noQuizzesTitle, text: q.noQuizzesText }
      : attempts === 0
        ? { title: q.noAttemptsTitle, text: q.noAttemptsText }
        : null;
  const label = (quiz: StudioAnalytics['quizzes'][number]) => t.funnel.moduleLabel(quiz.position, quiz.title);
  return (
    <ChartFigure
      title={q.title}
      summary={q.summary(quizzes.length, attempts)}
      empty={empty}
      chart={
        <HorizontalBars
          // A quiz nobody tried has no rate: it is left out of the chart, and says so in the table.
          data={quizzes
            .filter((quiz) => quiz.passRate !== null)
            .map((quiz) => ({ label: label(quiz), value: Math.round((quiz.passRate ?? 0) * 100) }))}
          name={q.passRate}
          percent
        />
      }
      table={
        <FiguresTable
          caption={q.caption}
          columns={[
            { label: q.columns.module },
            { label: q.columns.passingScore, numeric: true },
            { label: q.columns.attempts, numeric: true },
            { label: q.columns.attempted, numeric: true },
            { label: q.columns.passed, numeric: true },
            { label: q.columns.passRate, numeric: true },
          ]}
        >
          {quizzes.map((quiz) => (
            <tr key={quiz.moduleId}>
              <th scope="row" className={`${cell} font-normal`}>
                {label(quiz)}
              </th>
              <td className={numericCell}>{q.score(quiz.passingScore)}</td>
              <td className={numericCell}>{quiz.attempts}</td>
              <td className={numericCell}>{quiz.learnersAttempted}</td>
              <td className={numericCell}>{quiz.learnersPassed}</td>
              <td className={numericCell}>{t.percent(quiz.passRate, locale)}</td>
            </tr>
          ))}
        </FiguresTable>
      }
    />
  );
}

export function HardestSection({ hardest }: { hardest: StudioAnalytics['hardestQuestions'] }) {
  const { locale } = useDateFormat();
  const h = t.hardest;
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <h3 id={id} className="text-base font-semibold">
        {h.title}
      </h3>
      <p className="text-sm text-muted-foreground">{h.hint(hardest.limit, hardest.minAnswers)}</p>
      {hardest.items.length === 0 ? (
        <EmptyState title={h.emptyTitle} text={h.emptyText(hardest.minAnswers)} />
      ) : (
        <FiguresTable
          caption={h.caption}
          columns={[
            { label: h.columns.question },
            { label: h.columns.module },
            { label: h.columns.answers, numeric: true },
            { label: h.columns.wrong, numeric: true },
            { label: h.columns.wrongRate, numeric: true },
          ]}
        >
          {hardest.items.map((item) => (
            <tr key={item.questionId}>
              <th scope="row" className={`${cell} min-w-48 font-normal break-words`}>
                {item.prompt}
              </th>
              <td className={`${cell} min-w-32`}>{t.funnel.moduleLabel(item.modulePosition, item.moduleTitle)}</td>
              <td className={numericCell}>{item.answers}</td>
              <td className={numericCell}>{item.wrong}</td>
              <td className={numericCell}>{t.percent(item.wrongRate, locale)}</td>
            </tr>
          ))}
        </FiguresTable>
      )}
    </section>
  );
}

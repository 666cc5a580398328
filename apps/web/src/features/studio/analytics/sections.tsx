import type { StudioAnalytics } from '@storyloom/domain';
import { lazy, useId } from 'react';
import { EmptyState } from '@/components/query-state';
import { useDateFormat } from '@/lib/use-date-format';
import { type StudioT, useT } from '../i18n';
import { ChartFigure, cell, FiguresTable, numericCell } from './chart-figure';

// recharts loads with the first chart, not with the studio's screens (see charts.tsx).
const EnrollmentsChart = lazy(() => import('./charts').then((m) => ({ default: m.EnrollmentsChart })));
const HorizontalBars = lazy(() => import('./charts').then((m) => ({ default: m.HorizontalBars })));

/** A share as a whole percent in the reader's language ("50%", "50 %"); nothing counted: a dash. */
const percent = (t: StudioT, share: number | null) => (share === null ? '—' : t('analytics.percent', { share }));

/** "1. Openings": a module by its position and title. */
const moduleLabel = (t: StudioT, position: number, title: string) => t('analytics.moduleLabel', { position, title });

/** "Mar 18": a UTC calendar day, short, for an axis. */
function shortDay(ymd: string, locale?: string) {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${ymd}T12:00:00Z`),
  );
}

export function EnrollmentsSection({ enrollments }: { enrollments: StudioAnalytics['enrollments'] }) {
  const fmt = useDateFormat();
  const t = useT();
  const first = enrollments.points[0];
  const weekly = enrollments.bucket === 'week';
  const caption = t(weekly ? 'enrollments.captionWeek' : 'enrollments.captionDay');
  const countLabel = t('enrollments.columns.count');
  const totalLabel = t('enrollments.columns.total');
  return (
    <ChartFigure
      title={t('enrollments.title')}
      summary={
        first
          ? `${t('enrollments.summary', { total: enrollments.total, since: fmt.day(first.date) })} ${t(weekly ? 'enrollments.perWeek' : 'enrollments.perDay')}`
          : undefined
      }
      empty={first ? null : { title: t('enrollments.emptyTitle'), text: t('enrollments.emptyText') }}
      chart={
        <EnrollmentsChart
          data={enrollments.points.map((p) => ({
            label: shortDay(p.date, fmt.locale),
            count: p.count,
            total: p.total,
          }))}
          countLabel={countLabel}
          totalLabel={totalLabel}
        />
      }
      table={
        <FiguresTable
          caption={caption}
          columns={[
            { label: t(weekly ? 'enrollments.columns.week' : 'enrollments.columns.day') },
            { label: countLabel, numeric: true },
            { label: totalLabel, numeric: true },
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
  const t = useT();
  const last = funnel.modules.at(-1);
  const empty =
    funnel.modules.length === 0
      ? { title: t('funnel.noModulesTitle'), text: t('funnel.noModulesText') }
      : funnel.enrolled === 0
        ? { title: t('funnel.noLearnersTitle'), text: t('funnel.noLearnersText') }
        : null;
  const rows = [
    { key: 'enrolled', label: t('funnel.enrolled'), value: funnel.enrolled },
    ...funnel.modules.map((m) => ({ key: m.moduleId, label: moduleLabel(t, m.position, m.title), value: m.completed })),
  ];
  const completed = t('funnel.columns.completed');
  return (
    <ChartFigure
      title={t('funnel.title')}
      summary={
        last
          ? t('funnel.summary', { enrolled: funnel.enrolled, completed: last.completed, title: last.title })
          : undefined
      }
      empty={empty}
      chart={<HorizontalBars data={rows} name={completed} />}
      table={
        <FiguresTable
          caption={t('funnel.caption')}
          columns={[
            { label: t('funnel.columns.module') },
            { label: completed, numeric: true },
            { label: t('funnel.columns.share'), numeric: true },
          ]}
        >
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" className={`${cell} font-normal`}>
                {r.label}
              </th>
              <td className={numericCell}>{r.value}</td>
              <td className={numericCell}>{percent(t, funnel.enrolled === 0 ? null : r.value / funnel.enrolled)}</td>
            </tr>
          ))}
        </FiguresTable>
      }
    />
  );
}

export function QuizzesSection({ quizzes }: { quizzes: StudioAnalytics['quizzes'] }) {
  const t = useT();
  const attempts = quizzes.reduce((sum, quiz) => sum + quiz.attempts, 0);
  const empty =
    quizzes.length === 0
      ? { title: t('quizzes.noQuizzesTitle'), text: t('quizzes.noQuizzesText') }
      : attempts === 0
        ? { title: t('quizzes.noAttemptsTitle'), text: t('quizzes.noAttemptsText') }
        : null;
  const label = (quiz: StudioAnalytics['quizzes'][number]) => moduleLabel(t, quiz.position, quiz.title);
  const score = (value: number) => t('quizzes.score', { score: value });
  return (
    <ChartFigure
      title={t('quizzes.title')}
      summary={t('quizzes.summary', { quizzes: quizzes.length, attempts })}
      empty={empty}
      chart={
        <HorizontalBars
          // A quiz nobody tried has no rate: it is left out of the chart, and says so in the table.
          data={quizzes
            .filter((quiz) => quiz.passRate !== null)
            .map((quiz) => ({ label: label(quiz), value: Math.round((quiz.passRate ?? 0) * 100) }))}
          name={t('quizzes.passRate')}
          percent={score}
        />
      }
      table={
        <FiguresTable
          caption={t('quizzes.caption')}
          columns={[
            { label: t('quizzes.columns.module') },
            { label: t('quizzes.columns.passingScore'), numeric: true },
            { label: t('quizzes.columns.attempts'), numeric: true },
            { label: t('quizzes.columns.attempted'), numeric: true },
            { label: t('quizzes.columns.passed'), numeric: true },
            { label: t('quizzes.columns.passRate'), numeric: true },
          ]}
        >
          {quizzes.map((quiz) => (
            <tr key={quiz.moduleId}>
              <th scope="row" className={`${cell} font-normal`}>
                {label(quiz)}
              </th>
              <td className={numericCell}>{score(quiz.passingScore)}</td>
              <td className={numericCell}>{quiz.attempts}</td>
              <td className={numericCell}>{quiz.learnersAttempted}</td>
              <td className={numericCell}>{quiz.learnersPassed}</td>
              <td className={numericCell}>{percent(t, quiz.passRate)}</td>
            </tr>
          ))}
        </FiguresTable>
      }
    />
  );
}

export function HardestSection({ hardest }: { hardest: StudioAnalytics['hardestQuestions'] }) {
  const t = useT();
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <h3 id={id} className="text-base font-semibold">
        {t('hardest.title')}
      </h3>
      <p className="text-sm text-muted-foreground">
        {t('hardest.hint', { limit: hardest.limit, minAnswers: hardest.minAnswers })}
      </p>
      {hardest.items.length === 0 ? (
        <EmptyState title={t('hardest.emptyTitle')} text={t('hardest.emptyText', { minAnswers: hardest.minAnswers })} />
      ) : (
        <FiguresTable
          caption={t('hardest.caption')}
          columns={[
            { label: t('hardest.columns.question') },
            { label: t('hardest.columns.module') },
            { label: t('hardest.columns.answers'), numeric: true },
            { label: t('hardest.columns.wrong'), numeric: true },
            { label: t('hardest.columns.wrongRate'), numeric: true },
          ]}
        >
          {hardest.items.map((item) => (
            <tr key={item.questionId}>
              <th scope="row" className={`${cell} min-w-48 font-normal break-words`}>
                {item.prompt}
              </th>
              <td className={`${cell} min-w-32`}>{moduleLabel(t, item.modulePosition, item.moduleTitle)}</td>
              <td className={numericCell}>{item.answers}</td>
              <td className={numericCell}>{item.wrong}</td>
              <td className={numericCell}>{percent(t, item.wrongRate)}</td>
            </tr>
          ))}
        </FiguresTable>
      )}
    </section>
  );
}

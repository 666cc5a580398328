import type { StudioCourseRow } from '@storyloom/domain';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { cellClass, ListTable } from '@/features/admin';
import { useDateFormat } from '@/lib/use-date-format';
import { categoryLabel, useT } from './i18n';
import { StatusBadge } from './status-badge';

const linkClass = 'font-medium text-link underline-offset-4 hover:underline';

function Owner({ course }: { course: StudioCourseRow }) {
  const t = useT();
  const owner = course.ownerName ? t('list.ownedBy', { name: course.ownerName }) : t('list.demoCourse');
  return <>{t('list.categoryOwner', { category: categoryLabel(t, course.category), owner })}</>;
}

const columnKeys = [
  'list.columns.course',
  'list.columns.status',
  'list.columns.learners',
  'list.columns.completions',
  'list.columns.modules',
  'list.columns.updated',
] as const;

/** My courses as a table from md up, as cards on a phone (the table would scroll sideways). */
export function CourseRows({ items, loading }: { items: StudioCourseRow[]; loading: boolean }) {
  const { date } = useDateFormat();
  const t = useT();
  return (
    <>
      <div className="hidden md:block">
        <ListTable
          caption={t('list.caption')}
          columns={columnKeys.map((key) => t(key))}
          loading={loading}
          loadingText={t('list.loading')}
          empty={false}
          emptyText={t('list.emptyTitle')}
        >
          {items.map((course) => (
            <tr key={course.id} className="hover:bg-muted/40">
              <td className={cellClass}>
                <Link to={`/studio/courses/${course.id}`} className={linkClass}>
                  {course.title}
                </Link>
                <p className="text-xs text-muted-foreground">
                  <Owner course={course} />
                </p>
              </td>
              <td className={cellClass}>
                <StatusBadge status={course.status} />
              </td>
              <td className={`${cellClass} tabular-nums`}>{course.learners}</td>
              <td className={`${cellClass} tabular-nums`}>{course.completions}</td>
              <td className={`${cellClass} tabular-nums`}>{course.moduleCount}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{date(course.updatedAt)}</td>
            </tr>
          ))}
        </ListTable>
      </div>
      <ul aria-label={t('list.caption')} aria-busy={loading} className="flex flex-col gap-3 md:hidden">
        {items.map((course) => (
          <li key={course.id}>
            <Card className="flex flex-col gap-1 p-4">
              <div className="flex items-start justify-between gap-2">
                <Link to={`/studio/courses/${course.id}`} className={`${linkClass} break-words`}>
                  {course.title}
                </Link>
                <StatusBadge status={course.status} />
              </div>
              <p className="text-xs text-muted-foreground">
                <Owner course={course} />
              </p>
              <p className="text-sm">
                {t('list.numbers', {
                  learners: course.learners,
                  completions: course.completions,
                  modules: course.moduleCount,
                })}
              </p>
              <p className="text-xs text-muted-foreground">{t('list.updated', { date: date(course.updatedAt) })}</p>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

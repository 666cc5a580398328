import type { LearningCourse } from '@storyloom/domain';
import { CalendarClock, FileText, PlayCircle, Trophy, UserRound, Video } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { useDateFormat } from '@/lib/use-date-format';
import { useT } from '../i18n';
import { MaterialsDialog, RecordingsDialog } from './course-dialogs';
import { categoryLabel } from './list-text';

function Detail({ icon: Icon, label, children }: { icon: typeof UserRound; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0">
        <p className="text-xs text-muted-foreground">{label}</p>
        <div className="text-sm font-medium">{children}</div>
      </div>
    </div>
  );
}

/** One enrollment on the learning dashboard: progress, where to continue, session, instructor, dialogs. */
export function LearningCourseCard({ course }: { course: LearningCourse }) {
  const t = useT();
  const [dialog, setDialog] = useState<'materials' | 'recordings' | null>(null);
  const { weekdayDateTime } = useDateFormat();
  const { progress } = course;
  const done = course.continueModule === null;
  const continueTo = `/courses/${course.slug}/module/${course.continueModule ?? 1}`;
  return (
    <Card className="flex flex-col gap-5 p-5 md:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Badge tone="primary">{categoryLabel(t, course.category)}</Badge>
          <h2 className="mt-2 text-xl font-semibold">{course.title}</h2>
        </div>
        {done && (
          <Badge tone="success" className="gap-1">
            <Trophy aria-hidden="true" className="size-3.5" />
            {t('learning.courseComplete')}
          </Badge>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex justify-between text-sm">
          <span className="text-muted-foreground">
            {t('learning.modulesDone', { done: progress.completedModules, total: progress.totalModules })}
          </span>
          <span className="font-medium">{t('percentComplete', { percent: progress.percent })}</span>
        </div>
        <Progress value={progress.percent} label={t('progressOf', { title: course.title })} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {!done && (
          <Detail icon={PlayCircle} label={t('learning.nextLesson')}>
            {course.nextLesson ?? course.currentModuleTitle}
            {course.currentModuleTitle && (
              <p className="text-xs font-normal text-muted-foreground">{course.currentModuleTitle}</p>
            )}
          </Detail>
        )}
        <Detail icon={CalendarClock} label={t('learning.nextSession')}>
          {weekdayDateTime(course.nextSessionAt)}
        </Detail>
        <Detail icon={UserRound} label={t('instructor')}>
          {course.instructor.name}
          <p className="text-xs font-normal text-muted-foreground">{course.instructor.title}</p>
        </Detail>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Link to={continueTo} className={buttonVariants({ className: 'sm:flex-1' })}>
          {done ? t('learning.reviewCourse') : t('learning.continueWhereLeftOff')}
        </Link>
        <Button variant="outline" onClick={() => setDialog('materials')}>
          <FileText aria-hidden="true" />
          {t('learning.materialsCount', { count: course.materialCount })}
        </Button>
        <Button variant="outline" onClick={() => setDialog('recordings')}>
          <Video aria-hidden="true" />
          {t('learning.recordingsCount', { count: course.recordingCount })}
        </Button>
      </div>
      <MaterialsDialog
        slug={course.slug}
        courseTitle={course.title}
        open={dialog === 'materials'}
        onOpenChange={(open) => setDialog(open ? 'materials' : null)}
      />
      <RecordingsDialog
        slug={course.slug}
        courseTitle={course.title}
        open={dialog === 'recordings'}
        onOpenChange={(open) => setDialog(open ? 'recordings' : null)}
      />
    </Card>
  );
}

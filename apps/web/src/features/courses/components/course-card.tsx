import type { CourseSummary } from '@storyloom/domain';
import { CheckCircle2, Clock, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { useT } from '../i18n';
import { categoryLabel } from './list-text';

type CourseCardProps = { course: CourseSummary; layout: 'grid' | 'list'; onEnroll: (course: CourseSummary) => void };

/** A catalogue course: what it is, who teaches it, and Enroll Now or the learner's progress. */
export function CourseCard({ course, layout, onEnroll }: CourseCardProps) {
  const t = useT();
  const { progress } = course;
  const list = layout === 'list';
  return (
    <Card className={cn('flex h-full flex-col gap-4 p-5', list && 'md:flex-row md:items-center md:gap-6')}>
      {course.coverUrl && (
        // The instructor's cover (issue 17): decoration, the title below says what the course is.
        <img
          src={course.coverUrl}
          alt=""
          loading="lazy"
          width={1280}
          height={720}
          className={cn('aspect-video w-full rounded-lg object-cover', list && 'md:w-48 md:shrink-0')}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="primary">{categoryLabel(t, course.category)}</Badge>
          {course.levels.map((level) => (
            <Badge key={level}>{t('level', { level })}</Badge>
          ))}
        </div>
        <h2 className="text-lg leading-snug font-semibold">{course.title}</h2>
        <p className={cn('text-sm text-muted-foreground', !list && 'line-clamp-3')}>{course.description}</p>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {t('duration.weeks', { weeks: course.durationWeeks })}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <UserRound aria-hidden="true" className="size-4" />
            {course.instructor.name}
          </span>
        </div>
      </div>
      <div className={cn('flex flex-col gap-3', list ? 'md:max-w-64 md:min-w-56 md:shrink-0' : 'mt-auto')}>
        {progress.enrolled ? (
          <>
            <div className="flex items-center justify-between text-sm">
              <span className="inline-flex items-center gap-1.5 font-medium text-success">
                <CheckCircle2 aria-hidden="true" className="size-4" />
                {t('card.enrolled')}
              </span>
              <span className="text-muted-foreground">{t('percentComplete', { percent: progress.percent })}</span>
            </div>
            <Progress value={progress.percent} label={t('progressOf', { title: course.title })} />
            <Link to="/courses/dashboard" className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
              {t('card.continue')}
            </Link>
          </>
        ) : (
          <Button
            className="w-full"
            onClick={() => onEnroll(course)}
            aria-label={t('enrollNowFor', { title: course.title })}
          >
            {t('enrollNow')}
          </Button>
        )}
      </div>
    </Card>
  );
}

import type { ModuleView } from '@storyloom/domain';
import { ArrowLeft, ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { useT } from '../i18n';

/** Back to Dashboard, course and module titles, and Previous / Next between modules. */
export function ModuleHeader({ view }: { view: ModuleView }) {
  const t = useT();
  const navigate = useNavigate();
  const { course, module } = view;
  const go = (n: number) => navigate(`/courses/${course.slug}/module/${n}`);
  return (
    <header className="flex flex-col gap-4">
      <Link
        to="/courses/dashboard"
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'self-start' })}
      >
        <ArrowLeft aria-hidden="true" />
        {t('module.backToDashboard')}
      </Link>
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-link">
            {t('module.courseLine', { course: course.title, name: course.instructor.name })}
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight md:text-3xl">{module.title}</h1>
          <p className="mt-2 text-muted-foreground">{module.description}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {t('module.moduleOf', { n: module.position, total: course.totalModules })}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" disabled={module.position <= 1} onClick={() => go(module.position - 1)}>
            <ChevronLeft aria-hidden="true" />
            {t('module.previous')}
          </Button>
          <Button
            variant="outline"
            disabled={module.position >= course.totalModules}
            onClick={() => go(module.position + 1)}
          >
            {t('module.next')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </header>
  );
}

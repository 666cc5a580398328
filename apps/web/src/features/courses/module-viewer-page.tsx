import type { ModuleView } from '@storyloom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EyeOff } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link, Navigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api';
import { docTitle } from '@/lib/utils';
import { enroll, moduleQueryOptions, refreshLearning } from './api';
import { useListText } from './components/list-text';
import { ModuleContentTab } from './components/module-content-tab';
import { ModuleDiscussionTab } from './components/module-discussion-tab';
import { ModuleHeader } from './components/module-header';
import { ModuleMaterialsTab } from './components/module-materials-tab';
import { useT } from './i18n';

function ModuleNotFound() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-16 text-center">
      <title>{docTitle(t('module.notFound'))}</title>
      <h1 className="text-2xl font-bold">{t('module.notFound')}</h1>
      <p className="text-muted-foreground">{t('module.notFoundText')}</p>
      <Link to="/courses/dashboard" className={buttonVariants({ className: 'mt-2' })}>
        {t('module.returnToDashboard')}
      </Link>
    </div>
  );
}

function PreviewBanner({ slug }: { slug: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => enroll(slug),
    onSuccess: () => refreshLearning(queryClient),
    onError: (error) => toast.error(t('enrollFailed'), { description: errorMessage(error, t('enrollFailed')) }),
  });
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4 sm:flex-row sm:items-center">
      <p className="flex-1 text-sm">{t('module.previewBanner')}</p>
      <Button onClick={() => mutation.mutate()} disabled={mutation.isPending}>
        {mutation.isPending ? t('enrolling') : t('enrollNow')}
      </Button>
    </div>
  );
}

/** A draft is its author's (or an admin's) preview: say so, since learners never see this page. */
function DraftBanner() {
  const t = useT();
  return (
    <div className="flex gap-3 rounded-lg border border-amber-500/50 bg-amber-500/10 p-4 text-amber-900 dark:text-amber-200">
      <EyeOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-semibold">{t('module.draftTitle')}</p>
        <p>{t('module.draftText')}</p>
      </div>
    </div>
  );
}

const tabClass =
  'h-10 shrink-0 border-b-2 border-transparent px-3 text-sm font-medium text-muted-foreground ' +
  'data-[state=active]:border-primary data-[state=active]:text-foreground hover:text-foreground';

function ModuleScreen({ view }: { view: ModuleView }) {
  const t = useT();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 md:px-8 md:py-8">
      <title>{docTitle(`${view.module.title} · ${view.course.title}`)}</title>
      <ModuleHeader view={view} />
      {view.course.status === 'draft' && <DraftBanner />}
      {!view.course.enrolled && view.course.status !== 'draft' && <PreviewBanner slug={view.course.slug} />}
      <Tabs.Root defaultValue="content" className="flex flex-col gap-6">
        <Tabs.List aria-label={view.module.title} className="flex gap-2 overflow-x-auto border-b border-border">
          <Tabs.Trigger value="content" className={tabClass}>
            {t('module.tabContent')}
          </Tabs.Trigger>
          <Tabs.Trigger value="materials" className={tabClass}>
            {t('module.tabMaterials')}
          </Tabs.Trigger>
          <Tabs.Trigger value="discussion" className={tabClass}>
            {t('module.tabDiscussion')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="content">
          <ModuleContentTab view={view} />
        </Tabs.Content>
        <Tabs.Content value="materials">
          <ModuleMaterialsTab view={view} />
        </Tabs.Content>
        <Tabs.Content value="discussion">
          <ModuleDiscussionTab view={view} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

/** /courses/{courseId}/module/{moduleId}: the module viewer; an unknown course goes back to the dashboard. */
export function ModuleViewerPage() {
  const t = useT();
  const { queryText } = useListText();
  const { courseId = '', moduleId = '' } = useParams();
  const position = /^\d{1,5}$/.test(moduleId) ? Number(moduleId) : 0;
  const query = useQuery({ ...moduleQueryOptions(courseId, position), enabled: position > 0 });

  if (position < 1) return <ModuleNotFound />;
  if (isApiError(query.error, 404)) {
    if (query.error.code === 'course_not_found') return <Navigate to="/courses/dashboard" replace />;
    return <ModuleNotFound />;
  }
  if (isApiError(query.error, 400)) return <Navigate to="/courses/dashboard" replace />;
  if (query.data) return <ModuleScreen key={`${courseId}/${position}`} view={query.data} />;
  if (query.error) return <QueryState query={query} text={queryText} className="py-12" />;
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-muted-foreground">
      <Spinner />
      <p>{t('module.loading')}</p>
    </div>
  );
}

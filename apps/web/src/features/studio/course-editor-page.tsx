import type { StudioCourse } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/api';
import { displayName, useMe } from '@/lib/me';
import { docTitle } from '@/lib/utils';
import { CourseAnalytics } from './analytics';
import { studioCourseQueryOptions, useCreateCourse, useSaveCourse } from './api';
import { ContentSection } from './content-section';
import { DetailsForm, newCourseInput, toInput } from './details-form';
import { EditorSection } from './editor-section';
import { useT } from './i18n';
import { ExportSection, MediaSection } from './media-section';
import { StatusBadge } from './status-badge';
import { StatusSection } from './status-section';

function EditorFrame({ title, badge, children }: { title: string; badge?: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 md:px-8">
      <title>{docTitle(title)}</title>
      <Link
        to="/studio"
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-link underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('editor.backToStudio')}
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight break-words md:text-3xl">{title}</h1>
        {badge}
      </header>
      {children}
    </div>
  );
}

/** /studio/courses/new and /studio/courses/:courseId: the course editor. */
export function CourseEditorPage() {
  const { courseId } = useParams();
  return courseId ? <EditCourse id={courseId} /> : <NewCourse />;
}

function NewCourse() {
  const { data: me } = useMe();
  const create = useCreateCourse();
  const navigate = useNavigate();
  const t = useT();
  return (
    <EditorFrame title={t('editor.newTitle')}>
      <EditorSection title={t('editor.details')} hint={t('editor.detailsHint')}>
        <DetailsForm
          initial={newCourseInput(me ? displayName(me) : '')}
          submitLabel={t('editor.create')}
          busyLabel={t('editor.creating')}
          onSubmit={async (input) => {
            const course = await create.mutateAsync(input);
            toast.success(t('editor.created'));
            navigate(`/studio/courses/${course.id}`, { replace: true });
          }}
        />
      </EditorSection>
    </EditorFrame>
  );
}

function EditCourse({ id }: { id: string }) {
  const query = useQuery(studioCourseQueryOptions(id));
  const course = query.data;
  const t = useT();
  if (!course) {
    return (
      <EditorFrame title={t('editor.editTitle')}>
        <QueryState
          query={query}
          text={{ failed: (e) => errorMessage(e, t('editor.loadFailed')), loading: t('editor.loading') }}
        />
      </EditorFrame>
    );
  }
  return (
    <EditorFrame title={course.title} badge={<StatusBadge status={course.status} />}>
      <StatusSection course={course} />
      <EditorSection title={t('editor.details')} hint={t('editor.detailsHint')}>
        <SavedDetails course={course} />
      </EditorSection>
      <ContentSection course={course} />
      <MediaSection course={course} />
      <CourseAnalytics courseId={course.id} />
      <ExportSection course={course} />
    </EditorFrame>
  );
}

function SavedDetails({ course }: { course: StudioCourse }) {
  const save = useSaveCourse(course.id);
  const t = useT();
  return (
    <DetailsForm
      initial={toInput(course)}
      submitLabel={t('editor.save')}
      busyLabel={t('saving')}
      onSubmit={async (input) => {
        await save.mutateAsync(input);
        toast.success(t('editor.saved'));
      }}
    />
  );
}

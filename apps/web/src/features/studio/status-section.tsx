import type { CourseStatus, StudioCourse } from '@storyloom/domain';
import { Eye, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { errorMessage, isApiError } from '@/lib/api';
import { useChangeStatus, useDeleteCourse } from './api';
import { EditorSection } from './editor-section';
import { type StudioKey, statusExplainKeys, useT } from './i18n';
import { StatusBadge } from './status-badge';

/** What the course can become next, and the button's label and toast. */
const nextSteps: Record<CourseStatus, { status: CourseStatus; label: StudioKey; done: StudioKey }> = {
  draft: { status: 'published', label: 'status.publish', done: 'status.publishedToast' },
  published: { status: 'archived', label: 'status.archive', done: 'status.archivedToast' },
  archived: { status: 'published', label: 'status.publishAgain', done: 'status.publishedToast' },
};

/** The server's list of what stops publishing, from a refused publish (422 course_incomplete). */
function missingFrom(error: unknown): string[] | null {
  if (!isApiError(error) || error.code !== 'course_incomplete') return null;
  const missing = error.details?.missing;
  return Array.isArray(missing) ? missing.filter((m): m is string => typeof m === 'string') : null;
}

/** Current status, what is missing, Publish / Archive / Publish again, the learner's preview, Delete draft. */
export function StatusSection({ course }: { course: StudioCourse }) {
  const change = useChangeStatus(course.id);
  const remove = useDeleteCourse(course.id);
  const navigate = useNavigate();
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState<{ at: string; list: string[] } | null>(null);
  const next = nextSteps[course.status];
  // The course's own list follows every change; a refusal's list stands until the course changes.
  const missing = refused && refused.at === course.updatedAt ? refused.list : course.missing;

  const onChange = async () => {
    setRefused(null);
    try {
      await change.mutateAsync(next.status);
      toast.success(t(next.done));
    } catch (error) {
      const list = missingFrom(error);
      if (list) setRefused({ at: course.updatedAt, list });
      toast.error(errorMessage(error, t('status.changeFailed')));
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      toast.success(t('status.deleted'));
      navigate('/studio', { replace: true });
    } catch (error) {
      setConfirming(false);
      toast.error(errorMessage(error, t('status.deleteFailed')));
    }
  };

  return (
    <EditorSection title={t('status.sectionTitle')}>
      <div className="flex flex-col gap-4">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">{t('status.current')}</span>
          <StatusBadge status={course.status} />
          <span className="text-muted-foreground">{t(statusExplainKeys[course.status])}</span>
        </p>
        {missing.length > 0 ? (
          <div role="alert" className="rounded-md border border-amber-500/40 bg-amber-500/10 p-4 text-sm">
            <p className="font-medium">{t('status.missingTitle')}</p>
            <ul aria-label={t('status.missingTitle')} className="mt-2 list-disc ps-5">
              {missing.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ) : (
          course.status === 'draft' && <p className="text-sm text-muted-foreground">{t('status.ready')}</p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button
            busy={change.isPending}
            onClick={onChange}
            variant={next.status === 'archived' ? 'outline' : 'primary'}
          >
            {change.isPending ? t('saving') : t(next.label)}
          </Button>
          {course.modules.length > 0 && (
            <Link
              to={`/courses/${encodeURIComponent(course.slug)}/module/1`}
              className={buttonVariants({ variant: 'outline' })}
              aria-describedby="preview-hint"
            >
              <Eye aria-hidden="true" />
              {t('status.preview')}
            </Link>
          )}
          {course.status === 'draft' && (
            <Button variant="ghost" className="text-destructive" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" />
              {t('status.deleteDraft')}
            </Button>
          )}
        </div>
        {course.modules.length > 0 && (
          <p id="preview-hint" className="text-xs text-muted-foreground">
            {t('status.previewHint')}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('status.deleteTitle')}
        description={t('status.deleteText', { title: course.title })}
        confirmLabel={t('status.deleteDraft')}
        busyLabel={t('deleting')}
        cancelLabel={t('cancel')}
        busy={remove.isPending}
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={onDelete}
      />
    </EditorSection>
  );
}

import type { StudioCourse } from '@storyloom/domain';
import { Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { CoverEditor } from './cover-editor';
import { EditorSection } from './editor-section';
import { useT } from './i18n';
import { MaterialsEditor } from './materials-editor';
import { exportPath } from './media-api';

/** The course's cover image and its downloadable materials. */
export function MediaSection({ course }: { course: StudioCourse }) {
  const t = useT();
  return (
    <EditorSection title={t('media.title')} hint={t('media.hint')}>
      <div className="flex flex-col gap-8">
        <CoverEditor course={course} />
        <MaterialsEditor course={course} />
      </div>
    </EditorSection>
  );
}

/** The whole course as one zip, to import into another studio. */
export function ExportSection({ course }: { course: StudioCourse }) {
  const t = useT();
  return (
    <EditorSection title={t('archive.title')} hint={t('archive.hint')}>
      <a href={exportPath(course.id)} download className={buttonVariants({ variant: 'outline' })}>
        <Download aria-hidden="true" />
        {t('archive.download')}
      </a>
    </EditorSection>
  );
}

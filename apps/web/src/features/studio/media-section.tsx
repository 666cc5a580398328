import type { StudioCourse } from '@storyloom/domain';
import { Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { archiveText as a, mediaText as t } from './copy';
import { CoverEditor } from './cover-editor';
import { EditorSection } from './editor-section';
import { MaterialsEditor } from './materials-editor';
import { exportPath } from './media-api';

/** The course's cover image and its downloadable materials. */
export function MediaSection({ course }: { course: StudioCourse }) {
  return (
    <EditorSection title={t.title} hint={t.hint}>
      <div className="flex flex-col gap-8">
        <CoverEditor course={course} />
        <MaterialsEditor course={course} />
      </div>
    </EditorSection>
  );
}

/** The whole course as one zip, to import into another studio. */
export function ExportSection({ course }: { course: StudioCourse }) {
  return (
    <EditorSection title={a.title} hint={a.hint}>
      <a href={exportPath(course.id)} download className={buttonVariants({ variant: 'outline' })}>
        <Download aria-hidden="true" />
        {a.download}
      </a>
    </EditorSection>
  );
}

import { MATERIAL_TYPES, type MaterialType, STUDIO_MEDIA_LIMITS, type StudioCourse } from '@storyloom/domain';
import { FileText, Trash2, Upload } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { type StudioT, useFileSize, useT } from './i18n';
import { useAddMaterial, useDeleteMaterial } from './media-api';

type Material = StudioCourse['materials'][number];

/** "PDF", "DOCX", "ZIP": the format's own name, the same in every language. */
const typeName = (type: MaterialType) => type.toUpperCase();

/** The module a file belongs to ("Module 2: Endings"), or the whole course. */
function moduleName(t: StudioT, course: StudioCourse, moduleId: string | null): string {
  const module = moduleId ? course.modules.find((m) => m.id === moduleId) : undefined;
  return module ? t('moduleName', { n: module.position, title: module.title }) : t('media.wholeCourse');
}

/** The course's files for learners: the list (with Delete, confirmed) and a form to add one. */
export function MaterialsEditor({ course }: { course: StudioCourse }) {
  const remove = useDeleteMaterial(course.id);
  const [removal, setRemoval] = useState<Material | null>(null);
  const headingId = useId();
  const t = useT();
  const fileSize = useFileSize();

  const onDelete = async () => {
    if (!removal) return;
    try {
      await remove.mutateAsync(removal.id);
      toast.success(t('media.deleted'));
      setRemoval(null);
    } catch (error) {
      toast.error(errorMessage(error, t('deleteFailed')));
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold">
        {t('media.materials')}
      </h3>
      {course.materials.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('media.noMaterials')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="flex flex-col gap-2">
          {course.materials.map((material) => (
            <li
              key={material.id}
              className="flex items-center gap-3 rounded-md border border-border bg-background px-3 py-2"
            >
              <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="text-sm font-medium break-words">{material.title}</span>
                <span className="text-xs text-muted-foreground">
                  {t('media.materialFacts', {
                    type: typeName(material.type),
                    module: moduleName(t, course, material.moduleId),
                    size: fileSize(material.sizeBytes),
                  })}
                </span>
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 shrink-0"
                aria-label={t('content.deleteItem', { title: material.title })}
                onClick={() => setRemoval(material)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {course.materials.length < STUDIO_MEDIA_LIMITS.materials && <MaterialForm course={course} />}
      <ConfirmDialog
        open={removal !== null}
        title={t('media.deleteTitle')}
        description={removal ? t('media.deleteText', { title: removal.title }) : ''}
        confirmLabel={t('delete')}
        busyLabel={t('deleting')}
        cancelLabel={t('cancel')}
        busy={remove.isPending}
        destructive
        onCancel={() => setRemoval(null)}
        onConfirm={onDelete}
      />
    </section>
  );
}

function MaterialForm({ course }: { course: StudioCourse }) {
  const add = useAddMaterial(course.id);
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [type, setType] = useState<MaterialType>('pdf');
  const [moduleId, setModuleId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const t = useT();
  const problemId = `${id}-problem`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setProblem(t('media.chooseFile'));
      return;
    }
    setProblem(null);
    add.mutate(
      { title, type, moduleId, file },
      {
        onSuccess: () => {
          toast.success(t('media.uploaded'));
          setTitle('');
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) => setProblem(errorMessage(error, t('media.failed'))),
      },
    );
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={onSubmit}
      className="flex flex-col gap-3 rounded-md border border-dashed border-border p-3"
    >
      <h4 id={`${id}-title`} className="text-sm font-medium">
        {t('media.addTitle')}
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-name`}>{t('media.fileTitle')}</Label>
          <Input
            id={`${id}-name`}
            value={title}
            maxLength={STUDIO_MEDIA_LIMITS.materialTitle}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-type`}>{t('media.fileType')}</Label>
          <NativeSelect
            id={`${id}-type`}
            value={type}
            onChange={(e) => setType(e.currentTarget.value as MaterialType)}
            options={MATERIAL_TYPES.map((value) => ({ value, label: typeName(value) }))}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-module`}>{t('media.fileModule')}</Label>
          <NativeSelect
            id={`${id}-module`}
            value={moduleId}
            onChange={(e) => setModuleId(e.currentTarget.value)}
            options={[
              { value: '', label: t('media.wholeCourse') },
              ...course.modules.map((m) => ({ value: m.id, label: moduleName(t, course, m.id) })),
            ]}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-file`}>{t('media.file')}</Label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept=".pdf,.docx,.zip,application/pdf,application/zip,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            aria-describedby={problem ? problemId : undefined}
            className="text-sm file:me-3 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-medium"
          />
        </div>
      </div>
      <p id={problemId} role="alert" className="text-sm text-destructive empty:hidden">
        {problem}
      </p>
      <div>
        <Button type="submit" variant="outline" size="sm" busy={add.isPending}>
          <Upload aria-hidden="true" />
          {t(add.isPending ? 'media.uploading' : 'media.upload')}
        </Button>
      </div>
    </form>
  );
}

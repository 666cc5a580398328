import { FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useT } from './i18n';
import { useImportCourse } from './media-api';

/** "Import course": a course archive (.zip) becomes a new draft, opened in the editor; a refusal says why. */
export function ImportCourse() {
  const input = useRef<HTMLInputElement>(null);
  const importing = useImportCourse();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const t = useT();

  const onChoose = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    importing.mutate(file, {
      onSuccess: (course) => {
        toast.success(t('archive.imported'));
        navigate(`/studio/courses/${course.id}`);
      },
      onError: (error) => setProblem(errorMessage(error, t('archive.importFailed'))),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };

  return (
    <>
      <Button variant="outline" busy={importing.isPending} onClick={() => input.current?.click()}>
        <FileUp aria-hidden="true" />
        {importing.isPending ? t('archive.importing') : t('archive.importCourse')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept=".zip,application/zip"
        aria-label={t('archive.importLabel')}
        onChange={(e) => onChoose(e.currentTarget.files?.[0])}
      />
      <p role="alert" className="basis-full text-sm text-destructive empty:hidden">
        {problem}
      </p>
    </>
  );
}

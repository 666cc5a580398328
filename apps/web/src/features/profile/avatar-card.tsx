import { AVATAR_ACCEPT, type AvatarProblem, avatarFileProblem } from '@storyloom/domain';
import { ImageUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import type { Translate } from '@/i18n';
import { type ApiErrorCode, isApiError } from '@/lib/api';
import { useRemoveAvatar, useUploadAvatar } from './api';
import { type ProfileKey, useT } from './i18n';

const SERVER_PROBLEMS: Partial<Record<ApiErrorCode, AvatarProblem>> = {
  file_too_large: 'fileTooLarge',
  invalid_file_type: 'invalidFileType',
  image_error: 'imageError',
};

const PROBLEM_TEXT: Record<AvatarProblem, { title: ProfileKey; description: ProfileKey }> = {
  fileTooLarge: { title: 'picture.fileTooLarge', description: 'picture.fileTooLargeText' },
  invalidFileType: { title: 'picture.invalidFileType', description: 'picture.invalidFileTypeText' },
  imageError: { title: 'picture.imageError', description: 'picture.imageErrorText' },
};

function showProblem(problem: AvatarProblem, t: Translate<ProfileKey>) {
  const { title, description } = PROBLEM_TEXT[problem];
  toast.error(t(title), { description: t(description) });
}

/** Resolves when the browser can decode the picture, rejects when it cannot. */
function decodes(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve();
    img.onerror = () => reject(new Error('not decodable'));
    img.src = url;
  });
}

/** Profile Picture: choose, preview, then Upload or Cancel; a file that is too large or not an image is refused first. */
export function AvatarCard({ avatarUrl, name }: { avatarUrl: string | null; name: string }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();

  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.preview) : undefined), [chosen]);

  const reset = () => {
    setChosen(null);
    if (input.current) input.current.value = '';
  };

  const onChoose = async (file: File | undefined) => {
    if (!file) return;
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    const problem = avatarFileProblem(file, head);
    if (problem) {
      showProblem(problem, t);
      reset();
      return;
    }
    const preview = URL.createObjectURL(file);
    try {
      await decodes(preview);
      setChosen({ file, preview });
    } catch {
      URL.revokeObjectURL(preview);
      showProblem('imageError', t);
      reset();
    }
  };

  const onUpload = () => {
    if (!chosen) return;
    upload.mutate(chosen.file, {
      onSuccess: () => {
        toast.success(t('picture.updated'));
        reset();
      },
      onError: (error) => {
        const problem = isApiError(error) ? SERVER_PROBLEMS[error.code] : undefined;
        if (problem) showProblem(problem, t);
        else toast.error(t('picture.uploadFailed'), { description: t('picture.uploadFailedText') });
      },
    });
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t('picture.removed')),
      onError: () => toast.error(t('account.updateFailed'), { description: t('account.updateFailedText') }),
    });

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{t('picture.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('picture.hint')}</p>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        {chosen ? (
          <img
            src={chosen.preview}
            alt={t('picture.previewAlt')}
            className="size-24 shrink-0 rounded-full object-cover"
          />
        ) : (
          <Avatar url={avatarUrl} name={name} size="2xl" alt={t('picture.currentAlt')} />
        )}
        <div className="flex w-full flex-col gap-3">
          <p className="text-sm text-muted-foreground">{t('picture.recommended')}</p>
          {chosen ? (
            <div className="flex flex-wrap gap-2">
              <Button onClick={onUpload} disabled={upload.isPending}>
                {upload.isPending ? t('picture.uploading') : t('picture.upload')}
              </Button>
              <Button variant="outline" onClick={reset} disabled={upload.isPending}>
                {t('picture.cancel')}
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => input.current?.click()}>
                <ImageUp aria-hidden="true" />
                {avatarUrl ? t('picture.change') : t('picture.choose')}
              </Button>
              {avatarUrl && (
                <Button variant="ghost" onClick={onRemove} disabled={remove.isPending}>
                  {t('picture.remove')}
                </Button>
              )}
            </div>
          )}
          <input
            ref={input}
            type="file"
            accept={AVATAR_ACCEPT}
            hidden
            aria-label={t('picture.choose')}
            onChange={(e) => void onChoose(e.target.files?.[0])}
          />
        </div>
      </CardContent>
    </Card>
  );
}

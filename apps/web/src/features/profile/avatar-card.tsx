import { AVATAR_ACCEPT, type AvatarProblem, avatarFileProblem, profileMessages, profileText } from '@storyloom/domain';
import { ImageUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { type ApiErrorCode, isApiError } from '@/lib/api';
import { useRemoveAvatar, useUploadAvatar } from './api';

const SERVER_PROBLEMS: Partial<Record<ApiErrorCode, AvatarProblem>> = {
  file_too_large: 'fileTooLarge',
  invalid_file_type: 'invalidFileType',
  image_error: 'imageError',
};

function showProblem(problem: AvatarProblem) {
  const { title, description } = profileMessages[problem];
  toast.error(title, { description });
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
      showProblem(problem);
      reset();
      return;
    }
    const preview = URL.createObjectURL(file);
    try {
      await decodes(preview);
      setChosen({ file, preview });
    } catch {
      URL.revokeObjectURL(preview);
      showProblem('imageError');
      reset();
    }
  };

  const onUpload = () => {
    if (!chosen) return;
    upload.mutate(chosen.file, {
      onSuccess: () => {
        toast.success(profileMessages.avatarUpdated);
        reset();
      },
      onError: (error) => {
        const problem = isApiError(error) ? SERVER_PROBLEMS[error.code] : undefined;
        if (problem) showProblem(problem);
        else toast.error(profileMessages.uploadFailed.title, { description: profileMessages.uploadFailed.description });
      },
    });
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(profileMessages.avatarRemoved),
      onError: () =>
        toast.error(profileMessages.updateFailed.title, { description: profileMessages.updateFailed.description }),
    });

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{profileText.pictureTitle}</h2>
        <p className="text-sm text-muted-foreground">{profileText.pictureHint}</p>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        {chosen ? (
          <img
            src={chosen.preview}
            alt={profileText.previewAlt}
            className="size-24 shrink-0 rounded-full object-cover"
          />
        ) : (
          <Avatar url={avatarUrl} name={name} size="2xl" alt={profileText.currentAlt} />
        )}
        <div className="flex w-full flex-col gap-3">
          <p className="text-sm text-muted-foreground">{profileMessages.recommendedImage}</p>
          {chosen ? (
            <div className="flex flex-wrap gap-2">
              <Button onClick={onUpload} disabled={upload.isPending}>
                {upload.isPending ? profileText.uploading : profileText.upload}
              </Button>
              <Button variant="outline" onClick={reset} disabled={upload.isPending}>
                {profileText.cancel}
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => input.current?.click()}>
                <ImageUp aria-hidden="true" />
                {avatarUrl ? profileText.changeImage : profileText.chooseImage}
              </Button>
              {avatarUrl && (
                <Button variant="ghost" onClick={onRemove} disabled={remove.isPending}>
                  {profileText.removePicture}
                </Button>
              )}
            </div>
          )}
          <input
            ref={input}
            type="file"
            accept={AVATAR_ACCEPT}
            hidden
            aria-label={profileText.chooseImage}
            onChange={(e) => void onChoose(e.target.files?.[0])}
          />
        </div>
      </CardContent>
    </Card>
  );
}

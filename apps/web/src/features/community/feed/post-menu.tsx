import { POST_CONTENT_MAX, type Post, updatePostSchema } from '@storyloom/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { AudienceNote, audienceText, useIsMinor } from '@/features/privacy';
import { coachText, SafetyCoach, useSafetyCoach } from '@/features/safety';
import { errorMessage } from '@/lib/api';
import { useZodForm } from '@/lib/use-zod-form';
import { communityKeys } from '../api/keys';
import { deletePost, patchPost, refreshAfterPostChange, updatePost } from '../api/posts';
import { useT } from '../i18n';

function EditPostDialog({
  post,
  open,
  onOpenChange,
}: {
  post: Post;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const minor = useIsMinor();
  const form = useZodForm(updatePostSchema, {
    defaultValues: { content: post.content, visibility: post.visibility },
    namedFields: false,
    failure: { fallback: t('composer.publishFailed') },
  });
  // A text or event post keeps some text; an image or video may lose its caption.
  const needsText = post.type === 'post' || post.type === 'event';
  const coach = useSafetyCoach(form.watch('content') ?? '');
  const save = form.submit((body) =>
    coach.guard(async (ack) => {
      const updated = await updatePost(post.id, { ...body, ...ack });
      // The server's post at once, wherever it is shown: a new visibility moves its media to another
      // address (a private post's file is served from /api/posts/:id/media), and the old one stops working.
      patchPost(queryClient, post.id, () => updated);
      toast.success(t('post.updated'));
      onOpenChange(false);
      await Promise.all([
        refreshAfterPostChange(queryClient),
        queryClient.invalidateQueries({ queryKey: communityKeys.post(post.id) }),
      ]);
    }),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('cancel')} aria-describedby={undefined}>
        <DialogTitle>{t('post.edit')}</DialogTitle>
        <form className="flex flex-col gap-4" onSubmit={save}>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`edit-${post.id}`}>{t('composer.label')}</Label>
            <Textarea id={`edit-${post.id}`} rows={5} maxLength={POST_CONTENT_MAX} {...form.register('content')} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`edit-vis-${post.id}`}>{t('visibility.label')}</Label>
            <NativeSelect
              id={`edit-vis-${post.id}`}
              aria-describedby={minor && form.watch('visibility') === 'public' ? `edit-vis-note-${post.id}` : undefined}
              {...form.register('visibility')}
            >
              <option value="public">{t('visibility.public')}</option>
              <option value="private">{t('visibility.private')}</option>
            </NativeSelect>
            {minor && form.watch('visibility') === 'public' && (
              <AudienceNote id={`edit-vis-note-${post.id}`}>{audienceText.publicPost}</AudienceNote>
            )}
          </div>
          <SafetyCoach coach={coach} onEdit={() => form.setFocus('content')} anywayLabel={coachText.saveAnyway} />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" busy={form.busy} disabled={needsText && !form.watch('content')?.trim()}>
              {form.busy ? t('saving') : t('save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeletePostDialog({
  post,
  open,
  onOpenChange,
}: {
  post: Post;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deletePost(post.id),
    onSuccess: async () => {
      toast.success(t('post.deleted'));
      onOpenChange(false);
      await refreshAfterPostChange(queryClient);
    },
    onError: (error) => toast.error(errorMessage(error, t('loadFailed'))),
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogTitle>{t('post.deleteTitle')}</DialogTitle>
        <DialogDescription>{t('post.deleteText')}</DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button variant="destructive" busy={remove.isPending} onClick={() => remove.mutate()}>
            {t('delete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Edit and delete, for the author of the post only (the server checks it too). */
export function PostMenu({ post }: { post: Post }) {
  const t = useT();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t('post.actions')}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setDialog('edit')}>
            <Pencil aria-hidden="true" /> {t('post.edit')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog('delete')}>
            <Trash2 aria-hidden="true" /> {t('delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {dialog === 'edit' && <EditPostDialog post={post} open onOpenChange={(o) => setDialog(o ? 'edit' : null)} />}
      <DeletePostDialog post={post} open={dialog === 'delete'} onOpenChange={(o) => setDialog(o ? 'delete' : null)} />
    </>
  );
}

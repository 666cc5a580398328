import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useAcceptInvitation } from '../api';
import { useT } from '../i18n';

/** Shown when the page is opened from an invitation mail (?invitation=token). */
export function AcceptInvitationBanner() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const token = params.get('invitation');
  const accept = useAcceptInvitation();
  if (!token) return null;
  const done = () => setParams({}, { replace: true });
  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: ({ ownerName }) => {
        toast.success(t('team.joined', { owner: ownerName }));
        done();
      },
      onError: (error) => toast.error(errorMessage(error, t('saveFailed'))),
    });
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4"
    >
      <span className="font-medium">{t('team.acceptTitle')}</span>
      <Button onClick={onAccept} disabled={accept.isPending}>
        {t('team.accept')}
      </Button>
    </div>
  );
}

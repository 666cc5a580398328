import { settingsText, teamText } from '@storyloom/domain';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useAcceptInvitation } from '../api';

/** Shown when the page is opened from an invitation mail (?invitation=token). */
export function AcceptInvitationBanner() {
  const [params, setParams] = useSearchParams();
  const token = params.get('invitation');
  const accept = useAcceptInvitation();
  if (!token) return null;
  const done = () => setParams({}, { replace: true });
  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: ({ ownerName }) => {
        toast.success(teamText.joined(ownerName));
        done();
      },
      onError: (error) => toast.error(errorMessage(error, settingsText.saveFailed)),
    });
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4"
    >
      <span className="font-medium">{settingsText.team.acceptTitle}</span>
      <Button onClick={onAccept} disabled={accept.isPending}>
        {settingsText.team.accept}
      </Button>
    </div>
  );
}

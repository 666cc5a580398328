import type { ReportSurface } from '@storyloom/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { BellOff, Flag, MoreHorizontal, ShieldBan } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { type RelationKind, relationQueryOptions, setRelation } from './api';
import { useT } from './i18n';
import { labelText, type SafetyLabel } from './labels';
import { ReportDialog } from './report-dialog';

type Member = { id: string; name: string };
type Dialog = 'report' | RelationKind | null;

/** Whether I blocked (or muted) this member, from my own list. */
function useHasRelation(kind: RelationKind, memberId: string | undefined, enabled: boolean) {
  const query = useInfiniteQuery({ ...relationQueryOptions(kind), enabled: enabled && Boolean(memberId) });
  return query.data?.pages.some((p) => p.items.some((m) => m.id === memberId)) ?? false;
}

/** Block or mute a member, or undo it, after a confirm dialog that says what it does. */
export function RelationConfirm({
  kind,
  member,
  on,
  open,
  onClose,
}: {
  kind: RelationKind;
  member: Member;
  /** True to block (mute), false to unblock (unmute). */
  on: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: () => setRelation(kind, member.id, on),
    onSuccess: async () => {
      const done =
        kind === 'blocks' ? (on ? 'block.blocked' : 'block.unblocked') : on ? 'block.muted' : 'block.unmuted';
      toast.success(t(done, { name: member.name }));
      onClose();
      // Feeds, comments, members and profiles all change with a block or a mute.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: relationQueryOptions(kind).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['community'] }),
        queryClient.invalidateQueries({ queryKey: ['profiles'] }),
      ]);
    },
    onError: (error) => toast.error(errorMessage(error, t('block.failed'))),
  });
  const texts =
    kind === 'blocks'
      ? on
        ? ({ title: 'block.blockTitle', text: 'block.blockText', confirm: 'block.confirmBlock' } as const)
        : ({ title: 'block.unblockTitle', text: 'block.unblockText', confirm: 'block.confirmUnblock' } as const)
      : on
        ? ({ title: 'block.muteTitle', text: 'block.muteText', confirm: 'block.confirmMute' } as const)
        : ({ title: 'block.unmuteTitle', text: 'block.unmuteText', confirm: 'block.confirmUnmute' } as const);
  const name = { name: member.name };
  return (
    <ConfirmDialog
      open={open}
      title={t(texts.title, name)}
      description={t(texts.text, name)}
      confirmLabel={t(texts.confirm)}
      busyLabel={t('block.working')}
      cancelLabel={t('block.cancel')}
      busy={change.isPending}
      destructive={on && kind === 'blocks'}
      onCancel={onClose}
      onConfirm={() => change.mutate()}
    />
  );
}

/**
 * The "More actions" menu of something another member made (issue 16): Report, and Block / Mute its
 * author when `member` is given. Put it only on other members' items (an AI answer is the exception:
 * a member reports a harmful generation of their own).
 */
export function ItemSafetyMenu({
  label,
  report,
  member,
  children,
  className,
}: {
  /** The menu button's accessible name ("Post actions", "More actions"): the caller's text, or one of `menuLabels`. */
  label: string | SafetyLabel;
  report?: { surface: ReportSurface; itemId: string };
  member?: Member;
  /** Items of the host before the safety ones. */
  children?: ReactNode;
  className?: string;
}) {
  const t = useT();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // The menu button takes focus before the dialog opens, so the dialog gives it back when it closes,
  // also after a mouse click (Radix keeps a clicked trigger from taking focus).
  const open = (next: Exclude<Dialog, null>) => {
    trigger.current?.focus();
    setDialog(next);
  };
  // The lists load when the menu first opens, not for every card on the page.
  const [wanted, setWanted] = useState(false);
  const blocked = useHasRelation('blocks', member?.id, wanted);
  const muted = useHasRelation('mutes', member?.id, wanted);
  return (
    <>
      <DropdownMenu
        open={menuOpen}
        onOpenChange={(next) => {
          setMenuOpen(next);
          if (next) setWanted(true);
        }}
      >
        <DropdownMenuTrigger asChild>
          <Button
            ref={trigger}
            variant="ghost"
            size="icon"
            aria-label={labelText(t, label)}
            className={cn('shrink-0', className)}
          >
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {children}
          {report && (
            <DropdownMenuItem onSelect={() => open('report')}>
              <Flag aria-hidden="true" /> {t('report.menuItem')}
            </DropdownMenuItem>
          )}
          {member && (
            <>
              <DropdownMenuItem onSelect={() => open('mutes')}>
                <BellOff aria-hidden="true" /> {t(muted ? 'block.unmute' : 'block.mute', { name: member.name })}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => open('blocks')}>
                <ShieldBan aria-hidden="true" /> {t(blocked ? 'block.unblock' : 'block.block', { name: member.name })}
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {report && dialog === 'report' && (
        <ReportDialog
          surface={report.surface}
          itemId={report.itemId}
          open
          onOpenChange={(o) => !o && setDialog(null)}
        />
      )}
      {member && (
        <>
          <RelationConfirm
            kind="blocks"
            member={member}
            on={!blocked}
            open={dialog === 'blocks'}
            onClose={() => setDialog(null)}
          />
          <RelationConfirm
            kind="mutes"
            member={member}
            on={!muted}
            open={dialog === 'mutes'}
            onClose={() => setDialog(null)}
          />
        </>
      )}
    </>
  );
}

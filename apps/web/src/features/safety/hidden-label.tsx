import { EyeOff } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useT } from './i18n';

type ModerationState = 'hidden' | 'removed' | null;

/** An item's moderation state, whether or not its API object carries one yet. */
function moderationStateOf(item: object): ModerationState {
  const state = 'moderationState' in item ? item.moderationState : null;
  return state === 'hidden' || state === 'removed' ? state : null;
}

/**
 * "Hidden while we review it": what the author sees on their own item that reports hid (issue 16).
 * Nothing for anyone else's item, or an item that is not hidden.
 */
export function HiddenLabel({ item, own, className }: { item: object; own: boolean; className?: string }) {
  // Most items are not hidden: only a hidden one waits for the wording.
  if (!own || moderationStateOf(item) !== 'hidden') return null;
  return <HiddenNote className={className} />;
}

function HiddenNote({ className }: { className?: string }) {
  const t = useT();
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-900 dark:text-amber-200',
        className,
      )}
      data-testid="hidden-label"
    >
      <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-semibold">{t('hidden.label')}</span>
        <span className="block text-xs">{t('hidden.hint')}</span>
      </span>
    </p>
  );
}

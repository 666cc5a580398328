import type { Me } from '@storyloom/domain';
import { ChevronDown } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { useCommonT } from '@/i18n';
import { displayName } from '@/lib/me';
import { cn } from '@/lib/utils';

const faceClass = 'flex items-center gap-2 rounded-full p-1 pe-2 md:rounded-md';
export const userMenuButtonClass = cn(faceClass, 'hover:bg-muted');

/** What the user menu's button shows: the avatar, the name and the role line. */
export function UserMenuFace({ me }: { me: Me }) {
  const t = useCommonT();
  const name = displayName(me);
  return (
    <>
      <Avatar url={me.profile.avatarUrl} name={name} size="sm" />
      <span className="sr-only flex-col items-start text-start leading-tight sm:not-sr-only sm:flex">
        <span className="max-w-40 truncate text-sm font-medium">{name}</span>
        <span className="text-xs text-muted-foreground">{t('shell.creatorLabel')}</span>
      </span>
      <ChevronDown aria-hidden="true" className="hidden size-4 text-muted-foreground sm:block" />
    </>
  );
}

/**
 * The button's look while the menu's code (Radix) loads, so the header does not shift or show a gap;
 * hidden from assistive technology until the real button replaces it.
 */
export function UserMenuPlaceholder({ me }: { me: Me }) {
  return (
    <span aria-hidden="true" className={faceClass}>
      <UserMenuFace me={me} />
    </span>
  );
}

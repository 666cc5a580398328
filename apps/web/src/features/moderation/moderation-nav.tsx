import { NavLink } from 'react-router';
import { useMe } from '@/lib/me';
import { cn } from '@/lib/utils';
import { useT } from './i18n';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-10 items-center rounded-md px-3 text-sm font-medium',
    isActive ? 'bg-muted text-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
  );

/** Queue for moderators; the audit log and the word list too for admins. */
export function ModerationNav() {
  const t = useT();
  const { data: me } = useMe();
  const isAdmin = me?.user.role === 'admin';
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-wrap gap-1 border-b border-border pb-2">
        <li>
          <NavLink to="/admin/moderation" end className={linkClass}>
            {t('nav.queue')}
          </NavLink>
        </li>
        {isAdmin && (
          <>
            <li>
              <NavLink to="/admin/moderation/audit" className={linkClass}>
                {t('nav.audit')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/moderation/words" className={linkClass}>
                {t('nav.words')}
              </NavLink>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}

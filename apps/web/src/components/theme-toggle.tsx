import { Monitor, Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCommonT } from '@/i18n';
import { nextTheme } from '@/lib/theme';
import { useTheme } from '@/lib/theme-provider';

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

/** Cycles light → dark → system. With `withLabel` it shows the current theme as text too. */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const t = useCommonT();
  const { theme, setTheme } = useTheme();
  const next = nextTheme(theme);
  const Icon = icons[theme];
  return (
    <Button
      variant="ghost"
      size={withLabel ? 'md' : 'icon'}
      className={withLabel ? 'w-full justify-start' : undefined}
      aria-label={t('theme.toggle', { current: theme, next })}
      title={t('theme.toggle', { current: theme, next })}
      onClick={() => setTheme(next)}
    >
      <Icon aria-hidden="true" />
      {withLabel && <span>{t('theme.current', { current: theme })}</span>}
    </Button>
  );
}

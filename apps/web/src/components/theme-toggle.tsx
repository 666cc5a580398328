import { uiText } from '@storyloom/domain';
import { Monitor, Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { nextTheme } from '@/lib/theme';
import { useTheme } from '@/lib/theme-provider';

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

/** Cycles light → dark → system. With `withLabel` it shows the current theme as text too. */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { theme, setTheme } = useTheme();
  const next = nextTheme(theme);
  const labels = uiText.shell.themeLabel;
  const Icon = icons[theme];
  return (
    <Button
      variant="ghost"
      size={withLabel ? 'md' : 'icon'}
      className={withLabel ? 'w-full justify-start' : undefined}
      aria-label={uiText.shell.themeToggle(labels[theme], labels[next])}
      title={uiText.shell.themeToggle(labels[theme], labels[next])}
      onClick={() => setTheme(next)}
    >
      <Icon aria-hidden="true" />
      {withLabel && <span>{uiText.shell.themeCurrent(labels[theme])}</span>}
    </Button>
  );
}

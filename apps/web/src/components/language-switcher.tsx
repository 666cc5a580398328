import { UI_LOCALES, type UiLocale } from '@storyloom/domain';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { activateLocale, storeGuestLocale, useActiveLocale, useCommonT } from '@/i18n';
import { cn } from '@/lib/utils';

/** Each language in its own words: a reader looks for the name they know (not translated copy). */
const LOCALE_NAMES: Record<UiLocale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
};

/** A guest's language on public pages; a member's comes from Settings → General. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useCommonT();
  const locale = useActiveLocale();
  const id = useId();
  const change = (locale: UiLocale) => {
    storeGuestLocale(locale);
    void activateLocale(locale);
  };
  return (
    <div className={cn('flex items-center gap-1', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages aria-hidden className="size-4 text-muted-foreground" />
      <select
        id={id}
        value={locale}
        onChange={(event) => change(event.target.value as UiLocale)}
        className="h-9 rounded-md border border-input bg-surface ps-2 pe-1 text-sm"
      >
        {UI_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}

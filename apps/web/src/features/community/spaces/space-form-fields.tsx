import { SPACE_COLORS, SPACE_ICONS } from '@storyloom/domain';
import { cn } from '@/lib/utils';
import { useT } from '../i18n';

/** A space's icon and colour, chosen from fixed sets, as two radio groups of swatches. */
export function IconAndColorChoices({
  icon,
  color,
  onIcon,
  onColor,
}: {
  icon: string;
  color: string;
  onIcon: (icon: string) => void;
  onColor: (color: string) => void;
}) {
  const t = useT();
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('spaces.icon')}</legend>
        <div className="flex flex-wrap gap-2">
          {SPACE_ICONS.map((value) => (
            <label
              key={value}
              className={cn(
                'flex size-10 cursor-pointer items-center justify-center rounded-lg border text-xl has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                icon === value ? 'border-primary bg-primary/10' : 'border-border hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name="space-icon"
                value={value}
                checked={icon === value}
                onChange={() => onIcon(value)}
                className="sr-only"
              />
              <span aria-hidden="true">{value}</span>
              <span className="sr-only">{value}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('spaces.color')}</legend>
        <div className="flex flex-wrap gap-2">
          {SPACE_COLORS.map((value) => (
            <label
              key={value}
              className={cn(
                'flex size-9 cursor-pointer items-center justify-center rounded-full border-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                color === value ? 'border-foreground' : 'border-transparent',
              )}
              style={{ backgroundColor: value }}
            >
              <input
                type="radio"
                name="space-color"
                value={value}
                checked={color === value}
                onChange={() => onColor(value)}
                className="sr-only"
              />
              <span className="sr-only">{value}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

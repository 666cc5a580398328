import { POST_TYPES, type PostType } from '@storyloom/domain';
import { Calendar, FileText, Image as ImageIcon, Video } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '../i18n';

const TYPE_ICONS = { post: FileText, image: ImageIcon, video: Video, event: Calendar } as const;
const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Post, Image, Video, Event as one radio group: a single Tab stop (the checked radio, a roving
 * tabindex); the arrow keys, Home and End move the choice and the focus together (WAI-ARIA radio group).
 */
export function PostTypeRadios({ value, onChange }: { value: PostType; onChange: (type: PostType) => void }) {
  const t = useT();
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = POST_TYPES.indexOf(value);
    const last = POST_TYPES.length - 1;
    const step = STEPS[e.key];
    const next =
      e.key === 'Home' ? 0 : e.key === 'End' ? last : step ? (at + step + POST_TYPES.length) % POST_TYPES.length : null;
    if (next === null) return;
    e.preventDefault();
    const type = POST_TYPES[next] as PostType;
    onChange(type);
    e.currentTarget.querySelector<HTMLElement>(`[data-type="${type}"]`)?.focus();
  };
  return (
    <div role="radiogroup" aria-label={t('composer.typeLabel')} className="flex flex-wrap gap-1" onKeyDown={onKeyDown}>
      {POST_TYPES.map((type) => {
        const Icon = TYPE_ICONS[type];
        const checked = type === value;
        return (
          <Button
            key={type}
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            data-type={type}
            variant={checked ? 'primary' : 'ghost'}
            size="sm"
            onClick={() => onChange(type)}
          >
            <Icon aria-hidden="true" />
            {t(`postTypes.${type}`)}
          </Button>
        );
      })}
    </div>
  );
}

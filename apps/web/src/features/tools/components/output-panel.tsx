import type { AiEngine } from '@storyloom/domain';
import { Bot, Cpu, Film } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useT } from '../i18n';

type OutputPanelProps = {
  label: string;
  text: string;
  /** The panel's fixed height: 300 px for a story, 400 px for a plan. */
  heightClass: 'h-[300px]' | 'h-[400px]';
  generating: boolean;
};

/** The result as it streams in: plain text, scrolling inside a fixed-height panel. */
export function OutputPanel({ label, text, heightClass, generating }: OutputPanelProps) {
  const t = useT();
  return (
    <section aria-label={label} aria-busy={generating} className="flex flex-col gap-2">
      <h3 className="text-sm font-medium">{label}</h3>
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        data-testid="output"
        className={cn(
          heightClass,
          'overflow-y-auto rounded-md border border-border bg-muted/50 p-4 font-mono text-sm leading-relaxed whitespace-pre-wrap break-words',
        )}
      >
        {text || (
          <span className="font-sans text-muted-foreground">{generating ? t('writing') : t('previewEmpty')}</span>
        )}
      </div>
    </section>
  );
}

const ICONS = { model: Bot, offline: Cpu, preview: Film } as const;

/** Says which engine produced the result on screen. */
export function EngineNote({ engine }: { engine?: AiEngine }) {
  const t = useT();
  if (!engine) return null;
  const Icon = ICONS[engine];
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground" data-engine={engine}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t(`engineNote.${engine}`)}
    </p>
  );
}

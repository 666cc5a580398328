import { DASHBOARD_AI_TOOLS } from '@storyloom/domain';
import { BarChart3, Briefcase, GraduationCap, Music, PenLine, Video } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { useT } from './i18n';

const ICONS = {
  learn: GraduationCap,
  story: PenLine,
  business: Briefcase,
  edit: Video,
  sound: Music,
  audience: BarChart3,
};

/** Six cards, each opening its tab of /tools by hash. */
export function AiToolsPanel() {
  const t = useT();
  return (
    <Card role="region" aria-labelledby="ai-tools-title" className="flex flex-col gap-4 p-5">
      <h2 id="ai-tools-title" className="text-lg font-semibold">
        {t('aiTools.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {DASHBOARD_AI_TOOLS.map((tool) => {
          const Icon = ICONS[tool.hash];
          const name = t('aiTools.name', { tool: tool.hash });
          return (
            <li key={tool.hash}>
              <Link
                to={`/tools#${tool.hash}`}
                aria-label={t('aiTools.open', { tool: name })}
                className="flex h-full flex-col gap-2 rounded-lg border border-border p-3 transition-colors hover:border-primary hover:bg-muted"
              >
                <Icon aria-hidden="true" className="size-6 text-link" />
                <span className="text-sm font-semibold">{name}</span>
                <span className="text-xs text-muted-foreground">{t('aiTools.category', { tool: tool.hash })}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

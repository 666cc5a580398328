import { AI_TOOL_TABS, type AiToolTab, tabFromHash } from '@storyloom/domain';
import { AudioLines, Briefcase, Clapperboard, GraduationCap, ScrollText, Sparkles, Users } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { useDateFormat } from '@/lib/use-date-format';
import { docTitle } from '@/lib/utils';
import { AccountEngineNote } from './account-engine-note';
import { AudienceTool } from './audience-tool';
import { BusinessTool } from './business-tool';
import { useT } from './i18n';
import { LearnTool } from './learn-tool';
import { SoundTool } from './sound-tool';
import { StoryTool } from './story-tool';
import { VideoTool } from './video-tool';

const TOOLS: Record<AiToolTab, { icon: ComponentType<{ className?: string }>; Tool: ComponentType }> = {
  story: { icon: ScrollText, Tool: StoryTool },
  edit: { icon: Clapperboard, Tool: VideoTool },
  sound: { icon: AudioLines, Tool: SoundTool },
  learn: { icon: GraduationCap, Tool: LearnTool },
  business: { icon: Briefcase, Tool: BusinessTool },
  audience: { icon: Users, Tool: AudienceTool },
};

/**
 * /tools: the tab follows the URL hash both ways (a tab click sets the hash; a hash change,
 * typed or from the history, selects the tab). Every tool stays mounted, so work in progress
 * survives a tab switch.
 */
export function ToolsPage() {
  const t = useT();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const active = tabFromHash(hash);
  const dates = useDateFormat();
  const now = new Date();

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 md:px-8">
      <title>{docTitle(t('messages.pageTitle'))}</title>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('messages.pageTitle')}</h1>
          <p className="mt-1 text-muted-foreground">
            <time dateTime={dates.isoDay(now)}>{dates.longDate(now)}</time>
          </p>
        </div>
        <Badge tone="highlight" className="px-3 py-1 text-sm">
          <Sparkles aria-hidden="true" className="size-4" />
          {t('messages.toolsAvailable')}
        </Badge>
      </header>
      <AccountEngineNote />
      <Tabs.Root value={active} onValueChange={(value) => navigate({ hash: value })} className="flex flex-col gap-4">
        <Tabs.List
          aria-label={t('tabsLabel')}
          className="grid grid-cols-2 gap-1 rounded-lg border border-border bg-surface p-1 sm:grid-cols-3 lg:grid-cols-6"
        >
          {AI_TOOL_TABS.map(({ value }) => {
            const Icon = TOOLS[value].icon;
            return (
              <Tabs.Trigger
                key={value}
                value={value}
                className="flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground data-[state=active]:bg-primary data-[state=active]:text-primary-foreground"
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {t(`tabs.${value}`)}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {AI_TOOL_TABS.map(({ value }) => {
          const { Tool } = TOOLS[value];
          return (
            // Not a Tab stop: each tool opens with its own fields, and a focused panel taller than the
            // screen would sit under the sticky header (WCAG 2.4.11, docs/decisions/2103).
            <Tabs.Content key={value} value={value} forceMount tabIndex={-1} className="data-[state=inactive]:hidden">
              <Tool />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </div>
  );
}

import { soundTool } from '@storyloom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleDashed, Music } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { errorMessage } from '@/lib/api';
import { applyForBeta, betaQueryOptions } from './api';
import { ToolCard } from './components/tool-card';
import { type ToolsKey, useT } from './i18n';

/** The sound tool is not released yet: its progress so far, and a way to ask to test it early. */
export function SoundTool() {
  const t = useT();
  const queryClient = useQueryClient();
  const { data } = useQuery(betaQueryOptions);
  const apply = useMutation({
    mutationFn: applyForBeta,
    onSuccess: (status) => {
      queryClient.setQueryData(betaQueryOptions.queryKey, status);
      toast.success(t('sound.appliedTitle'), { description: t('sound.appliedText') });
    },
    onError: (error) => toast.error(t('failed'), { description: errorMessage(error, t('failed')) }),
  });
  const applied = data?.applied === true;

  return (
    <ToolCard
      title={t('sound.title')}
      description={t('sound.description')}
      aside={
        <Badge tone="highlight">
          <Music aria-hidden="true" className="size-3" />
          {t('sound.comingSoon')}
        </Badge>
      }
    >
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between text-sm">
          <span>{t('sound.progressLabel')}</span>
          <span className="font-medium">{soundTool.progress}%</span>
        </div>
        <Progress value={soundTool.progress} label={t('sound.progressLabel')} />
        <p className="text-sm text-muted-foreground">{t('sound.expectedRelease', { when: t('sound.releaseWhen') })}</p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {soundTool.items.map((item, index) => (
          <li key={item.label} className="flex items-center gap-3 rounded-md border border-border p-3 text-sm">
            {item.done ? (
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
            ) : (
              <CircleDashed aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            )}
            <span className="flex-1">{t(`sound.items.${index}` as ToolsKey)}</span>
            <span className={item.done ? 'text-success' : 'text-muted-foreground'}>
              {item.done ? t('sound.done') : t('sound.inProgress')}
            </span>
          </li>
        ))}
      </ul>
      <Button className="self-start" onClick={() => apply.mutate()} disabled={applied || apply.isPending}>
        {applied ? t('sound.applied') : t('sound.applyForBeta')}
      </Button>
    </ToolCard>
  );
}

import { aiText, soundTool } from '@storyloom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleDashed, Music } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { errorMessage } from '@/lib/api';
import { applyForBeta, betaQueryOptions } from './api';
import { ToolCard } from './components/tool-card';

const t = aiText.sound;

/** The sound tool is not released yet: its progress so far, and a way to ask to test it early. */
export function SoundTool() {
  const queryClient = useQueryClient();
  const { data } = useQuery(betaQueryOptions);
  const apply = useMutation({
    mutationFn: applyForBeta,
    onSuccess: (status) => {
      queryClient.setQueryData(betaQueryOptions.queryKey, status);
      toast.success(t.appliedTitle, { description: t.appliedText });
    },
    onError: (error) => toast.error(aiText.failed, { description: errorMessage(error, aiText.failed) }),
  });
  const applied = data?.applied === true;

  return (
    <ToolCard
      title={t.title}
      description={t.description}
      aside={
        <Badge tone="highlight">
          <Music aria-hidden="true" className="size-3" />
          {soundTool.comingSoon}
        </Badge>
      }
    >
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between text-sm">
          <span>{t.progressLabel}</span>
          <span className="font-medium">{soundTool.progress}%</span>
        </div>
        <Progress value={soundTool.progress} label={t.progressLabel} />
        <p className="text-sm text-muted-foreground">{t.expectedRelease(soundTool.expectedRelease)}</p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {soundTool.items.map((item) => (
          <li key={item.label} className="flex items-center gap-3 rounded-md border border-border p-3 text-sm">
            {item.done ? (
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
            ) : (
              <CircleDashed aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            )}
            <span className="flex-1">{item.label}</span>
            <span className={item.done ? 'text-success' : 'text-muted-foreground'}>
              {item.done ? t.done : t.inProgress}
            </span>
          </li>
        ))}
      </ul>
      <Button className="self-start" onClick={() => apply.mutate()} disabled={applied || apply.isPending}>
        {applied ? t.applied : soundTool.applyForBeta}
      </Button>
    </ToolCard>
  );
}

import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

type ThankYouPanelProps = { title: string; text: string; actionLabel: string; onAction: () => void };

/** Replaces a public form after it was sent, with a way back to an empty form. */
export function ThankYouPanel({ title, text, actionLabel, onAction }: ThankYouPanelProps) {
  return (
    <Card className="flex flex-col items-center gap-4 p-8 text-center" role="status">
      <span className="flex size-14 items-center justify-center rounded-full bg-success/10">
        <CircleCheck aria-hidden="true" className="size-8 text-success" />
      </span>
      <h2 className="text-2xl font-bold tracking-tight">{title}</h2>
      <p className="max-w-sm text-muted-foreground">{text}</p>
      <Button variant="outline" onClick={onAction}>
        {actionLabel}
      </Button>
    </Card>
  );
}

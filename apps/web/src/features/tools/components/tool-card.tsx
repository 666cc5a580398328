import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

type ToolCardProps = { title: string; description: string; aside?: ReactNode; children: ReactNode };

/** The frame of one tool: its heading, a line of explanation, and the tool itself. */
export function ToolCard({ title, description, aside, children }: ToolCardProps) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold">{title}</h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {aside}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

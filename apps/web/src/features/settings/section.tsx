import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** One titled block of a settings tab. */
export function SettingsSection({
  title,
  hint,
  action,
  children,
  headingLevel = 2,
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <Heading className="text-lg font-semibold">{title}</Heading>
          {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

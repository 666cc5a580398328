import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** One titled block of the course editor (details, content, status). */
export function EditorSection({
  title,
  hint,
  action,
  children,
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  // Not derived from the title: a translated title may have no ASCII letters at all.
  const id = useId();
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h2 id={id} className="text-lg font-semibold">
              {title}
            </h2>
            {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
          </div>
          {action}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

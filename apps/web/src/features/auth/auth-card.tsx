import type { ReactNode } from 'react';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { docTitle } from '@/lib/utils';

type AuthCardProps = { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The centred card every auth screen uses, with the page's one <h1>. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 md:items-center md:py-16">
      <title>{docTitle(title)}</title>
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {subtitle && <div className="text-sm text-muted-foreground">{subtitle}</div>}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer && <CardFooter className="justify-center text-sm text-muted-foreground">{footer}</CardFooter>}
      </Card>
    </div>
  );
}

export const authLinkClass = 'font-medium text-link underline-offset-4 hover:underline';

import { messages, uiText } from '@storyloom/domain';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { docTitle } from '@/lib/utils';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(uiText.shell.notFoundLog, pathname);
  }, [pathname]);
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <title>{docTitle(messages.shell.notFoundText)}</title>
      <h1 className="text-6xl font-extrabold tracking-tight text-primary">{messages.shell.notFoundCode}</h1>
      <p className="text-xl text-muted-foreground">{messages.shell.notFoundText}</p>
      <Link to="/" className={buttonVariants({ className: 'mt-2' })}>
        {messages.shell.returnHome}
      </Link>
    </div>
  );
}

import { messages, uiText } from '@storyloom/domain';
import { BookOpen, Sparkles, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMe } from '@/features/auth/api';
import { docTitle } from '@/lib/utils';

const m = uiText;
const highlights = [
  { icon: BookOpen, title: m.shell.courses, to: '/courses' },
  { icon: Sparkles, title: m.shell.aiTools, to: '/tools' },
  { icon: Users, title: m.shell.community, to: '/community' },
] as const;

/** A simple hero until the full landing page of spec 001 §2 is built. */
export function LandingPage() {
  const { data: me } = useMe();
  return (
    <div className="hero-backdrop flex flex-1 flex-col items-center justify-center px-4 py-16 text-center md:py-24">
      <title>{docTitle()}</title>
      <h1 className="text-5xl font-extrabold tracking-tight md:text-7xl">
        <span className="text-gradient">{m.shell.brand}</span>
      </h1>
      <p className="mt-6 max-w-xl text-lg text-muted-foreground md:text-xl">{m.pages.tagline}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {me ? (
          <Link to="/dashboard" className={buttonVariants({ size: 'lg' })}>
            {m.pages.goToDashboard}
          </Link>
        ) : (
          <>
            <Link to="/register" className={buttonVariants({ size: 'lg' })}>
              {m.shell.signUp}
            </Link>
            <Link to="/login" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              {messages.auth.signIn}
            </Link>
          </>
        )}
      </div>
      <ul className="mt-16 grid w-full max-w-3xl gap-4 sm:grid-cols-3">
        {highlights.map(({ icon: Icon, title, to }) => (
          <li key={to}>
            <Card className="relative flex items-center gap-3 p-4 text-left">
              <span className="flex size-10 items-center justify-center rounded-lg bg-muted text-link">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <Link to={to} className="font-semibold after:absolute after:inset-0 hover:underline">
                {title}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

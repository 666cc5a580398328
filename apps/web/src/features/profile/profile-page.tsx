import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ChangePasswordDialog } from '@/features/account-security';
import { MyCertificates } from '@/features/certificates';
import { useMe } from '@/lib/me';
import { docTitle } from '@/lib/utils';
import { AccountForm } from './account-form';
import { profileQueryOptions } from './api';
import { AvatarCard } from './avatar-card';
import { useT } from './i18n';
import { PublicProfileView } from './public-profile';

/** /profile: Profile Picture, Account Information, password entry, and the public view of oneself. */
export function ProfilePage() {
  const t = useT();
  const { data: profile, isPending, isError } = useQuery(profileQueryOptions);
  // No photo of a child is collected (issue 15): their initials stand in, and there is nothing to upload.
  const isChild = useMe().data?.user.ageBand === 'child';

  useEffect(() => {
    if (isError) toast.error(t('loadFailed'), { description: t('loadFailedText') });
  }, [isError, t]);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 md:px-8 md:py-10">
      <title>{docTitle(t('title'))}</title>
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('title')}</h1>
      {isPending ? (
        <Spinner />
      ) : isError || !profile ? (
        <p role="alert" className="text-destructive">
          {t('loadFailedText')}
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex flex-col gap-6">
            {!isChild && <AvatarCard avatarUrl={profile.avatarUrl} name={profile.fullName || profile.username} />}
            <AccountForm profile={profile} />
            <Card>
              <CardHeader>
                <h2 className="text-lg font-semibold">{t('security.title')}</h2>
                <p className="text-sm text-muted-foreground">{t('security.hint')}</p>
              </CardHeader>
              <CardContent className="flex flex-wrap items-center gap-3">
                <ChangePasswordDialog />
                <Link
                  to="/settings/login-details"
                  className={buttonVariants({ variant: 'link', className: 'text-sm' })}
                >
                  <KeyRound aria-hidden="true" />
                  {t('security.link')}
                </Link>
              </CardContent>
            </Card>
            <Card className="p-6">
              <MyCertificates />
            </Card>
          </div>
          <section aria-labelledby="public-profile-title" className="flex flex-col gap-3">
            <div>
              <h2 id="public-profile-title" className="text-lg font-semibold">
                {t('public.title')}
              </h2>
              <p className="text-sm text-muted-foreground">{t('public.hint')}</p>
            </div>
            <PublicProfileView username={profile.username} headingLevel={2} />
          </section>
        </div>
      )}
    </div>
  );
}

import { addDomainSchema, type DomainEntry } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { useZodForm } from '@/lib/use-zod-form';
import { domainsQueryOptions, useAddDomain, useRemoveDomain } from '../api';
import { useT } from '../i18n';
import { PagedList, SettingsSection } from '../section';
import { HomepageForm } from './homepage-form';

function AddDomainForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const add = useAddDomain();
  // Every failure is about the hostname, so it shows under the field.
  const { register, submit, busy, formState } = useZodForm(addDomainSchema, {
    defaultValues: { hostname: '' },
    failure: (error, setError) => setError('hostname', { message: errorMessage(error, t('saveFailed')) }),
  });
  const onSubmit = submit(async ({ hostname }) => {
    await add.mutateAsync(hostname);
    toast.success(t('domains.added'));
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <FormField id="domain-hostname" label={t('domains.hostname')} error={formState.errors.hostname?.message}>
          {(field) => (
            <Input {...field} placeholder={t('domains.hostnamePlaceholder')} autoFocus {...register('hostname')} />
          )}
        </FormField>
      </div>
      <Button type="submit" disabled={busy} className={formState.errors.hostname ? 'sm:mb-7' : undefined}>
        {t('domains.add')}
      </Button>
    </form>
  );
}

function DomainRow({ domain }: { domain: DomainEntry }) {
  const t = useT();
  const remove = useRemoveDomain();
  return (
    <li className="flex flex-col gap-2 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all">{domain.hostname}</span>
          {domain.isDefault && <Badge tone="primary">{t('domains.defaultBadge')}</Badge>}
          {domain.status === 'pending' ? (
            <Badge tone="warning">{t('domains.pending')}</Badge>
          ) : (
            <Badge>{t('domains.verified')}</Badge>
          )}
        </span>
        {!domain.isDefault && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('domains.removeNamed', { hostname: domain.hostname })}
            disabled={remove.isPending}
            onClick={() => remove.mutate(domain.id, { onSuccess: () => toast.success(t('domains.removed')) })}
          >
            {t('domains.remove')}
          </Button>
        )}
      </div>
      {domain.verification && (
        <div className="rounded-md bg-muted/50 p-3 text-sm">
          <p className="text-muted-foreground">{t('domains.verifyHint')}</p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 font-mono text-xs break-all">
            <dt className="font-sans text-muted-foreground">{t('domains.recordName')}</dt>
            <dd>{domain.verification.name}</dd>
            <dt className="font-sans text-muted-foreground">{t('domains.recordValue')}</dt>
            <dd>{domain.verification.value}</dd>
          </dl>
        </div>
      )}
    </li>
  );
}

/** Domains: the default domain with its badge, custom domains pending verification, homepage settings. */
export function DomainsTab() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const query = useQuery(domainsQueryOptions(page));
  return (
    <div className="flex flex-col gap-6">
      <SettingsSection
        title={t('domains.title')}
        hint={t('domains.hint')}
        action={
          !adding && (
            <Button variant="outline" onClick={() => setAdding(true)}>
              {t('domains.addDomain')}
            </Button>
          )
        }
      >
        {adding && <AddDomainForm onDone={() => setAdding(false)} />}
        <PagedList query={query} page={page} onPage={setPage}>
          {(domain) => <DomainRow domain={domain} />}
        </PagedList>
      </SettingsSection>
      <SettingsSection title={t('domains.homepageTitle')}>
        <HomepageForm />
      </SettingsSection>
    </div>
  );
}

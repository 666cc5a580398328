import type { FilterTerm } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { BackOfficePage } from '@/components/back-office-page';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button, SubmitButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { cellClass, ListTable, useFetchErrorToast } from '@/features/admin';
import { errorMessage } from '@/lib/api';
import { useDateFormat } from '@/lib/use-date-format';
import { filterTermsQueryOptions, useAddFilterTerm, useDeleteFilterTerm } from './api';
import { type ModerationKey, useT } from './i18n';
import { ModerationNav } from './moderation-nav';

type Kind = FilterTerm['kind'];

const KIND_LABELS = { block: 'words.kind.block', allow: 'words.kind.allow' } as const satisfies Record<
  Kind,
  ModerationKey
>;
const COLUMNS: ModerationKey[] = [
  'words.column.term',
  'words.column.list',
  'words.column.added',
  'words.column.actions',
];

/** /admin/moderation/words (admins): terms added to the language filter's block list or allow list. */
export function WordListPage() {
  const t = useT();
  const query = useQuery(filterTermsQueryOptions());
  const add = useAddFilterTerm();
  const remove = useDeleteFilterTerm();
  const [term, setTerm] = useState('');
  const [kind, setKind] = useState<Kind>('block');
  const [error, setError] = useState<string>();
  const [toDelete, setToDelete] = useState<FilterTerm | null>(null);
  const { date } = useDateFormat();
  useFetchErrorToast(query.error, t('words.fetchFailed'));
  const items = query.data ?? [];

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = term.trim();
    if (!value || value.length > 60) {
      setError(t('words.addFailed'));
      document.getElementById('filter-term')?.focus();
      return;
    }
    setError(undefined);
    try {
      await add.mutateAsync({ term: value, kind });
      toast.success(t('words.added', { term: value }));
      setTerm('');
    } catch (err) {
      setError(errorMessage(err, t('words.addFailed')));
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      toast.success(t('words.deleted', { term: toDelete.term }));
      setToDelete(null);
    } catch (err) {
      toast.error(errorMessage(err, t('words.deleteFailed')));
    }
  };

  return (
    <BackOfficePage title={t('words.title')} intro={t('words.intro')}>
      <ModerationNav />
      <Card className="p-4 md:p-5">
        <form
          aria-label={t('words.add')}
          noValidate
          onSubmit={submit}
          className="grid items-start gap-3 sm:grid-cols-[1fr_minmax(12rem,auto)_auto]"
        >
          <FormField id="filter-term" label={t('words.termLabel')} error={error}>
            {(props) => (
              <Input {...props} required maxLength={60} value={term} onChange={(e) => setTerm(e.target.value)} />
            )}
          </FormField>
          <FormField id="filter-kind" label={t('words.kindLabel')}>
            {(props) => (
              <NativeSelect {...props} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
                <option value="block">{t(KIND_LABELS.block)}</option>
                <option value="allow">{t(KIND_LABELS.allow)}</option>
              </NativeSelect>
            )}
          </FormField>
          <SubmitButton className="sm:mt-7" busy={add.isPending} busyText={t('words.adding')}>
            {t('words.add')}
          </SubmitButton>
        </form>
      </Card>
      <ListTable
        caption={t('words.title')}
        columns={COLUMNS.map((key) => t(key))}
        loading={query.isPending}
        loadingText={t('words.loading')}
        empty={items.length === 0}
        emptyText={t('words.empty')}
      >
        {items.map((item) => (
          <tr key={item.id} className="hover:bg-muted/40">
            <td className={`${cellClass} font-medium break-all`}>{item.term}</td>
            <td className={cellClass}>
              <Badge tone={item.kind === 'block' ? 'warning' : 'success'}>{t(KIND_LABELS[item.kind])}</Badge>
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>{date(item.createdAt)}</td>
            <td className={cellClass}>
              <Button
                variant="outline"
                size="sm"
                aria-label={t('words.deleteFor', { term: item.term })}
                onClick={() => setToDelete(item)}
              >
                <Trash2 aria-hidden="true" />
                {t('words.delete')}
              </Button>
            </td>
          </tr>
        ))}
      </ListTable>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('words.confirmDeleteTitle')}
        description={t('words.confirmDelete', { term: toDelete?.term ?? '' })}
        confirmLabel={t('words.delete')}
        busyLabel={t('words.deleting')}
        cancelLabel={t('words.cancel')}
        busy={remove.isPending}
        destructive
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </BackOfficePage>
  );
}

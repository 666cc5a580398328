import type { Page } from '@storyloom/domain';
import { toast } from 'sonner';
import { api } from '@/lib/api';
import { type ListParams, listQuery } from './api';
import { translate } from './i18n';

type ExportOptions = {
  path: string;
  params: ListParams;
  noDataText: string;
  failedText: string;
  /** 'N entries exported', told with the count of rows. */
  doneText: (count: number) => string;
};

/**
 * Counts the matching rows first ('No data' when there are none), then lets the browser download
 * the server's CSV stream straight to disk: the file never passes through page memory.
 * Called from a screen that has loaded the admin catalogue.
 */
export async function exportCsv({ path, params, noDataText, failedText, doneText }: ExportOptions) {
  const filter = { search: params.search, status: params.status };
  let total: number;
  try {
    total = (await api<Page<unknown>>(`${path}${listQuery({ ...filter, page: 1 }, 1)}`)).total;
  } catch {
    toast.error(translate('export.failedTitle'), { description: failedText });
    return;
  }
  if (total === 0) {
    toast(translate('export.noDataTitle'), { description: noDataText });
    return;
  }
  const link = document.createElement('a');
  link.href = `${path}/export${listQuery(filter)}`;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
  toast.success(translate('export.successTitle'), { description: doneText(total) });
}

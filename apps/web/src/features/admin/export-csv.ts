import { adminMessages, adminText, type Page } from '@storyloom/domain';
import { toast } from 'sonner';
import { api } from '@/lib/api';
import { type ListParams, listQuery } from './api';

type ExportOptions = {
  path: string;
  params: ListParams;
  noun: 'entries' | 'messages';
  noDataText: string;
  failedText: string;
};

/**
 * Counts the matching rows first ('No data' when there are none), then lets the browser download
 * the server's CSV stream straight to disk: the file never passes through page memory.
 */
export async function exportCsv({ path, params, noun, noDataText, failedText }: ExportOptions) {
  const filter = { search: params.search, status: params.status };
  let total: number;
  try {
    total = (await api<Page<unknown>>(`${path}${listQuery({ ...filter, page: 1 }, 1)}`)).total;
  } catch {
    toast.error(adminMessages.exportFailedTitle, { description: failedText });
    return;
  }
  if (total === 0) {
    toast(adminMessages.noDataTitle, { description: noDataText });
    return;
  }
  const link = document.createElement('a');
  link.href = `${path}/export${listQuery(filter)}`;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
  toast.success(adminMessages.exportSuccessfulTitle, { description: adminText.exported(total, noun) });
}

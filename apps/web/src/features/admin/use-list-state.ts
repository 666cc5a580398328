import type { ContactStatus } from '@storyloom/domain';
import { useState } from 'react';
import type { ListParams } from './api';

/**
 * Page, search and filter of an admin list. The search box keeps a draft that applies on Enter or
 * the Search button; changing the search or the filter goes back to page 1.
 */
export function useListState() {
  const [params, setParams] = useState<ListParams>({ page: 1, search: '', status: '' });
  const [draft, setDraft] = useState('');
  return {
    params,
    draft,
    setDraft,
    applySearch: () => setParams((p) => ({ ...p, page: 1, search: draft.trim() })),
    setStatus: (status: ContactStatus | '') => setParams((p) => ({ ...p, page: 1, status })),
    setPage: (page: number) => setParams((p) => ({ ...p, page })),
    clearSearch: () => {
      setDraft('');
      setParams((p) => ({ ...p, page: 1, search: '' }));
    },
    clearFilters: () => {
      setDraft('');
      setParams({ page: 1, search: '', status: '' });
    },
    filtered: params.search !== '' || Boolean(params.status),
  };
}

export type ListState = ReturnType<typeof useListState>;

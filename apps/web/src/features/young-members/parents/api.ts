import type { ChildAccountView, ConsentView, ParentDecisionResult } from '@storyloom/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

const q = (token: string) => `token=${encodeURIComponent(token)}`;

export const consentViewQuery = (token: string) =>
  queryOptions({
    queryKey: ['parents', 'consent', token],
    queryFn: ({ signal }) => api<ConsentView>(`/api/parents/consent?${q(token)}`, { signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const childAccountQuery = (token: string) =>
  queryOptions({
    queryKey: ['parents', 'child', token],
    queryFn: ({ signal }) => api<ChildAccountView>(`/api/parents/child?${q(token)}`, { signal }),
    retry: false,
  });

export const approveConsent = (token: string, approveAiSharing: boolean) =>
  api<ParentDecisionResult>('/api/parents/consent', {
    method: 'POST',
    body: { token, approveUse: true, approveAiSharing },
  });

export const approveFromPage = (token: string, approveAiSharing: boolean) =>
  api<ParentDecisionResult>('/api/parents/child/approve', { method: 'POST', body: { token, approveAiSharing } });

export const revokeFromPage = (token: string) =>
  api<ParentDecisionResult>('/api/parents/child/revoke', { method: 'POST', body: { token } });

export const deleteFromPage = (token: string) =>
  api<void>('/api/parents/child/delete', { method: 'POST', body: { token } });

export const setChildPassword = (token: string, newPassword: string) =>
  api<void>('/api/parents/child/password', { method: 'POST', body: { token, newPassword } });

export const exportUrl = (token: string) => `/api/parents/child/export?${q(token)}`;

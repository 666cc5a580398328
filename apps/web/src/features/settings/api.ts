import type {
  DomainEntry,
  EmailSender,
  EmailTemplate,
  EmailTemplateId,
  GeneralSettings,
  HomepageSettings,
  NotificationPreference,
  Page,
  TeamMember,
} from '@storyloom/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { meQueryKey } from '@/lib/me';

const SETTINGS_PAGE_SIZE = 10;

export const generalSettingsQueryOptions = queryOptions({
  queryKey: ['settings', 'general'],
  queryFn: () => api<GeneralSettings>('/api/settings/general'),
});
export const notificationsQueryOptions = queryOptions({
  queryKey: ['settings', 'notifications'],
  queryFn: () => api<{ items: NotificationPreference[] }>('/api/settings/notifications'),
});
export const emailSenderQueryOptions = queryOptions({
  queryKey: ['settings', 'email'],
  queryFn: () => api<EmailSender>('/api/settings/email'),
});
export const templatesQueryOptions = queryOptions({
  queryKey: ['settings', 'templates'],
  queryFn: () => api<{ items: EmailTemplate[] }>('/api/settings/email/templates'),
});
export const homepageQueryOptions = queryOptions({
  queryKey: ['settings', 'homepage'],
  queryFn: () => api<HomepageSettings>('/api/settings/homepage'),
});
export function domainsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['settings', 'domains', page],
    queryFn: () => api<Page<DomainEntry>>(`/api/settings/domains?page=${page}&pageSize=${SETTINGS_PAGE_SIZE}`),
  });
}
export function teamQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['settings', 'team', page],
    queryFn: () => api<Page<TeamMember>>(`/api/settings/team?page=${page}&pageSize=${SETTINGS_PAGE_SIZE}`),
  });
}

/** A mutation whose answer replaces the cached value of `key` (PUT endpoints return the stored state). */
function useSave<TBody, TResult>(key: readonly unknown[], call: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}

/** A mutation after which every query under `key` reloads. */
function useChange<TBody, TResult>(key: readonly unknown[], call: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useSaveNotification = () =>
  useSave(notificationsQueryOptions.queryKey, (body: NotificationPreference) =>
    api<{ items: NotificationPreference[] }>('/api/settings/notifications', { method: 'PUT', body }),
  );
/** Saving the time zone or language re-dates every screen: /api/me carries them (useDateFormat). */
export function useSaveGeneral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GeneralSettings) => api<GeneralSettings>('/api/settings/general', { method: 'PUT', body }),
    onSuccess: async (data) => {
      queryClient.setQueryData(generalSettingsQueryOptions.queryKey, data);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
export const useSaveEmailSender = () =>
  useSave(emailSenderQueryOptions.queryKey, (body: EmailSender) =>
    api<EmailSender>('/api/settings/email', { method: 'PUT', body }),
  );
export const useSaveTemplate = () =>
  useSave(templatesQueryOptions.queryKey, ({ id, ...body }: { id: EmailTemplateId; subject: string; body: string }) =>
    api<{ items: EmailTemplate[] }>(`/api/settings/email/templates/${id}`, { method: 'PUT', body }),
  );
export const useResetTemplate = () =>
  useSave(templatesQueryOptions.queryKey, (id: EmailTemplateId) =>
    api<{ items: EmailTemplate[] }>(`/api/settings/email/templates/${id}`, { method: 'DELETE' }),
  );
export const useSendTestMail = () =>
  useMutation({
    mutationFn: (id: EmailTemplateId) =>
      api<{ sentTo: string }>(`/api/settings/email/templates/${id}/test`, { method: 'POST' }),
  });
export const useSaveHomepage = () =>
  useSave(homepageQueryOptions.queryKey, (body: HomepageSettings) =>
    api<HomepageSettings>('/api/settings/homepage', { method: 'PUT', body }),
  );
export const useAddDomain = () =>
  useChange(['settings', 'domains'], (hostname: string) =>
    api<DomainEntry>('/api/settings/domains', { method: 'POST', body: { hostname } }),
  );
export const useRemoveDomain = () =>
  useChange(['settings', 'domains'], (id: string) => api<unknown>(`/api/settings/domains/${id}`, { method: 'DELETE' }));
export const useInviteMember = () =>
  useChange(['settings', 'team'], (body: { email: string; role: 'admin' | 'editor' }) =>
    api<unknown>('/api/settings/team/invitations', { method: 'POST', body }),
  );
export const useChangeRole = () =>
  useChange(['settings', 'team'], ({ id, role }: { id: string; role: 'admin' | 'editor' }) =>
    api<unknown>(`/api/settings/team/${id}`, { method: 'PATCH', body: { role } }),
  );
export const useRemoveMember = () =>
  useChange(['settings', 'team'], (id: string) => api<unknown>(`/api/settings/team/${id}`, { method: 'DELETE' }));
export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: (token: string) =>
      api<{ ownerName: string; role: 'admin' | 'editor' }>('/api/settings/team/invitations/accept', {
        method: 'POST',
        body: { token },
      }),
  });

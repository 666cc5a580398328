import { ADMIN_PAGE_SIZE, type Page, type Role } from '@storyloom/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** One row of GET /api/admin/users. */
export interface AdminUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
  createdAt: string;
}

const usersKey = ['admin', 'users'] as const;

export const usersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...usersKey, page],
    queryFn: () => api<Page<AdminUser>>(`/api/admin/users?page=${page}&pageSize=${ADMIN_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });

/** PUT /api/admin/users/:userId/role: grant or remove the instructor or moderator role, then reload the list. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: 'user' | 'instructor' | 'moderator' }) =>
      api<unknown>(`/api/admin/users/${encodeURIComponent(id)}/role`, { method: 'PUT', body: { role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

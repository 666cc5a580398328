import type { WaitingListSignup } from '@storyloom/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

type SignupBody = WaitingListSignup & { website?: string };

export function joinWaitingList(body: SignupBody) {
  return api<{ ok: true }>('/api/waiting-list', { method: 'POST', body });
}

export function useJoinWaitingList() {
  return useMutation({ mutationFn: joinWaitingList });
}

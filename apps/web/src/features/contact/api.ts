import type { ContactMessageInput } from '@storyloom/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

function sendContactMessage(body: ContactMessageInput) {
  return api<{ ok: true }>('/api/contact-messages', { method: 'POST', body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

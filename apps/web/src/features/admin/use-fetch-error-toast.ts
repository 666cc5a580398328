import { adminMessages } from '@storyloom/domain';
import { useEffect } from 'react';
import { toast } from 'sonner';

/** A failed list fetch shows 'Error' with the screen's own text, once per failure. */
export function useFetchErrorToast(error: unknown, description: string) {
  useEffect(() => {
    if (error) toast.error(adminMessages.errorTitle, { description });
  }, [error, description]);
}

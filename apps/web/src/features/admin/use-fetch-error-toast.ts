import { useEffect } from 'react';
import { toast } from 'sonner';
import { translate, useT } from './i18n';

/** A failed list fetch shows 'Error' with the screen's own text, once per failure. */
export function useFetchErrorToast(error: unknown, description: string) {
  useT(); // loads the namespace the toast's title comes from
  useEffect(() => {
    if (error) toast.error(translate('common.error'), { description });
  }, [error, description]);
}

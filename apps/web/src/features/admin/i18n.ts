import type { PagerLabels } from '@/components/pager';
import { namespace, type Translate } from '@/i18n';
import type en from './messages/en.json';

export type AdminKey = Extract<keyof typeof en, string>;

export const { useT, T, translate } = namespace<typeof en>('admin');

/** The admin and moderation lists' pager: numbered pages in a navigation named 'Pagination'. */
export function usePagerLabels(): PagerLabels {
  const t = useT();
  return {
    previous: t('pager.previous'),
    next: t('pager.next'),
    page: (n: number) => t('pager.page', { n }),
    nav: t('pager.nav'),
  };
}

export type AdminT = Translate<AdminKey>;

import type en from './messages/en.json';
import { namespace } from './namespace';

export type CommonKey = Extract<keyof typeof en, string>;

/** The shell's and the shared components' copy (layout, navigation, dialogs, pagers). */
export const { useT: useCommonT, translate: commonT } = namespace<typeof en>('common');

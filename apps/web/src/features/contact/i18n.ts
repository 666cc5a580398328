import { namespace } from '@/i18n';
import type en from './messages/en.json';

export const { useT, T, translate } = namespace<typeof en>('contact');
export type ContactKey = Extract<keyof typeof en, string>;

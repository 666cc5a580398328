import { namespace } from '@/i18n';
import type en from './messages/en.json';

export const { useT, T, translate } = namespace<typeof en>('profile');
export type ProfileKey = Extract<keyof typeof en, string>;

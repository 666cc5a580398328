import { namespace, type Translate as TranslateOf } from '@/i18n';
import type en from './messages/en.json';

export const { useT, T, translate } = namespace<typeof en>('settings');
export type SettingsKey = Extract<keyof typeof en, string>;
export type Translate<K extends string = SettingsKey> = TranslateOf<K>;

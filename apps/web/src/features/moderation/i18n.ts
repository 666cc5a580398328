import { namespace, type Translate } from '@/i18n';
import type en from './messages/en.json';

export type ModerationKey = Extract<keyof typeof en, string>;
export type ModerationT = Translate<ModerationKey>;

export const { useT, T, translate } = namespace<typeof en>('moderation');

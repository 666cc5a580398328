import { namespace } from '@/i18n';
import type en from './messages/en.json';

export type MarketingKey = Extract<keyof typeof en, string>;

export const { useT, T } = namespace<typeof en>('marketing');

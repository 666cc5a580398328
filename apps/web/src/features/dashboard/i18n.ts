import { namespace } from '@/i18n';
import type en from './messages/en.json';

export const { useT, T, translate } = namespace<typeof en>('dashboard');

/** A key of the dashboard catalogue, for tables of labels translated at render. */
export type DashboardKey = Extract<keyof typeof en, string>;

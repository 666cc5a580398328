import { namespace } from '@/i18n';
import type en from './messages/en.json';

export type ToolsKey = Extract<keyof typeof en, string>;

export const { useT, translate } = namespace<typeof en>('tools');

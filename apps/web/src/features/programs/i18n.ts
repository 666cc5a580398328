import { namespace } from '@/i18n';
import type en from './messages/en.json';

export const { useT, T, translate } = namespace<typeof en>('programs');

/** A key of the programs catalogue, for tables of labels translated at render. */
export type ProgramsKey = Extract<keyof typeof en, string>;

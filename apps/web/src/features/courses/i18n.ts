import { namespace } from '@/i18n';
import type en from './messages/en.json';

export const { useT, T, translate } = namespace<typeof en>('courses');

/** A key of the courses catalogue, for tables of labels translated at render. */
export type CoursesKey = Extract<keyof typeof en, string>;

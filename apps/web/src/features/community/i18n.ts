import { namespace } from '@/i18n';
import type en from './messages/en.json';

export const { useT, T, translate } = namespace<typeof en>('community');

/** The community's translate function, for helpers that take it from a component. */
export type CommunityT = ReturnType<typeof useT>;

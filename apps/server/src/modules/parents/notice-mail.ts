import type { AppContext } from '../../context.js';

/** Placeholder until the consent notice lands in this file (issue 15, parents helper). */
export async function sendConsentNotice(_ctx: Pick<AppContext, 'db' | 'mailer' | 'config' | 'log'>, _userId: string) {}

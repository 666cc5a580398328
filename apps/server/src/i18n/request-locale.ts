import {
  DEFAULT_LANGUAGE,
  negotiateUiLocale,
  parseAcceptLanguage,
  type UiLocale,
  uiLocaleOfLanguage,
} from '@storyloom/domain';
import type { FastifyRequest } from 'fastify';
import { readSession } from '../plugins/auth.js';

/** One answer per request, computed on first use: a request that succeeds never pays for it. */
const known = new WeakMap<FastifyRequest, Promise<UiLocale>>();

/** The shipped locale of a guest's browser (Accept-Language), English when none is shipped. */
export function headerLocale(request: Pick<FastifyRequest, 'headers'>): UiLocale {
  return negotiateUiLocale(parseAcceptLanguage(request.headers['accept-language']));
}

/**
 * The language the server answers this request in (errors, validation messages, mails sent on
 * its behalf): a signed-in member's Settings → General language (the default, English (US), when
 * they never saved one, as their settings show it), else the browser's Accept-Language.
 * Only computed when needed, once per request.
 */
export function requestLocale(request: FastifyRequest): Promise<UiLocale> {
  let locale = known.get(request);
  if (!locale) {
    locale = resolve(request);
    known.set(request, locale);
  }
  return locale;
}

async function resolve(request: FastifyRequest): Promise<UiLocale> {
  const ctx = request.server.ctx;
  if (!ctx || !request.headers.cookie) return headerLocale(request);
  try {
    const current = await readSession(ctx, request);
    if (!current) return headerLocale(request);
    const row = await ctx.db
      .selectFrom('user_settings')
      .select('language')
      .where('user_id', '=', current.user.id)
      .executeTakeFirst();
    return uiLocaleOfLanguage(row?.language ?? DEFAULT_LANGUAGE);
  } catch (error) {
    // An error answer must never fail for want of its language.
    request.log.warn({ err: error }, 'request locale: session or settings unreadable');
    return headerLocale(request);
  }
}

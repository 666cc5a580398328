import { messages } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.js';
import { staticSecurityHeaders } from './security-headers.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function registerSecurity(app: FastifyInstance) {
  const securityHeaders = staticSecurityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // radix-ui and sonner set style attributes at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: app.ctx.config.appUrl.startsWith('https:'),
  });
  securityHeaders['permissions-policy'] = 'camera=(), microphone=(), geolocation=(), payment=()';
  // JSON answers are never rendered as documents: OWASP's REST set, with a CSP that allows nothing.
  const apiHeaders: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    // Member data is for signed-in members only and never indexed (issue 15). Every answer says so,
    // so the header cannot tell anyone which members are minors (docs/decisions/1552).
    'x-robots-tag': 'noindex',
  };
  const hsts = securityHeaders['strict-transport-security'];
  if (hsts) apiHeaders['strict-transport-security'] = hsts;

  // CSRF: a browser always sends Origin on a cross-site state-changing request; refuse any that
  // is not ours, an opaque 'null' origin, a foreign Referer when Origin is missing, and any
  // request the browser itself labels cross-site. Cookies are SameSite=Lax as a second line.
  const allowed = new URL(app.ctx.config.appUrl).origin;
  // A callback hook, not an async one: it runs on every request, and each promise costs more
  // while better-auth's AsyncLocalStorage keeps Node's promise hooks on.
  app.addHook('onRequest', (request, reply, done) => {
    const isApi = request.url.startsWith('/api/');
    reply.headers(isApi ? apiHeaders : securityHeaders);
    // The id every log line of this request carries, so a report can be matched to the logs.
    reply.header('x-request-id', request.id);
    const reason = SAFE_METHODS.has(request.method) || !isApi ? null : crossSiteReason(request.headers, allowed);
    if (!reason) return done();
    request.log.warn(
      { event: 'security.csrf_refused', reason, origin: request.headers.origin },
      'cross-origin request refused',
    );
    sendError(reply, 403, 'cross_origin_refused', messages.errors.forbidden);
  });
}

type HeaderBag = Record<string, string | string[] | undefined>;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Why a state-changing request looks cross-site, or null when it does not. */
export function crossSiteReason(headers: HeaderBag, allowed: string): string | null {
  const origin = headers.origin;
  if (typeof origin === 'string') return origin === allowed ? null : 'foreign_origin';
  if (headers['sec-fetch-site'] === 'cross-site') return 'cross_site_fetch';
  const referer = headers.referer;
  if (typeof referer === 'string' && originOf(referer) !== allowed) return 'foreign_referer';
  return null;
}

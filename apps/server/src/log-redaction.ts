/** Query parameters whose value is a secret: mail-link tokens, codes, invitations. */
const SECRET_PARAMS = new Set(['token', 'code', 'invitation', 'otp', 'secret', 'password']);
/** A path segment after one of these is a secret (better-auth's reset link: /reset-password/<token>). */
const SECRET_SEGMENT_AFTER = new Set(['reset-password']);
const REDACTED = '[redacted]';

function redactPath(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, i) => (i > 0 && SECRET_SEGMENT_AFTER.has(segments[i - 1] ?? '') ? REDACTED : segment))
    .join('/');
}

/**
 * A URL as it may be logged: secret query values and token path segments replaced, also inside a
 * URL carried in a parameter (callbackURL=/reset-password?token=...). Unparseable input is dropped
 * to its path.
 */
export function redactUrl(url: string, depth = 0): string {
  const queryAt = url.indexOf('?');
  const path = redactPath(queryAt === -1 ? url : url.slice(0, queryAt));
  if (queryAt === -1) return path;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  const out: string[] = [];
  for (const [name, value] of params) {
    let safe = value;
    if (SECRET_PARAMS.has(name.toLowerCase())) safe = REDACTED;
    else if (/[?/]/.test(value)) safe = depth < 2 ? redactUrl(value, depth + 1) : REDACTED;
    out.push(`${encodeURIComponent(name)}=${safe === REDACTED ? safe : encodeURIComponent(safe)}`);
  }
  return `${path}?${out.join('&')}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** pino serializers: Fastify's request fields with the URL redacted, and any logged `url` too. */
export const redactingSerializers = {
  req: (req: LoggedRequest) => ({
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
  url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url),
};

import type { FastifyReply, FastifyRequest } from 'fastify';

const AUTH_COOKIE = /^(?:__Secure-)?storyloom\./;
const SESSION_COOKIE = /(?:^|;\s*)((?:__Secure-)?storyloom\.session_token)=([^;]+)/;

/** The session cookie's name and signed value as the browser sent them. */
export function sessionCookieOf(cookieHeader: string | undefined): { name: string; value: string } | null {
  const match = SESSION_COOKIE.exec(cookieHeader ?? '');
  return match?.[1] && match[2] ? { name: match[1], value: match[2] } : null;
}

/** Expires every auth cookie this browser sent (session, two-factor challenge, trusted device...). */
export function expireAuthCookies(request: FastifyRequest, reply: FastifyReply): string[] {
  const names = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => AUTH_COOKIE.test(name));
  const unique = [...new Set(names)];
  if (unique.length) {
    reply.header(
      'set-cookie',
      unique.map((name) => {
        const secure = name.startsWith('__Secure-') ? '; Secure' : '';
        return `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`;
      }),
    );
  }
  return unique;
}

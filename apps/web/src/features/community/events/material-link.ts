import { resolveSafeLink } from '@storyloom/domain';

/** Where an event material's link goes: a page of this app, another site, or nowhere (unsafe). */
export type MaterialTarget = { kind: 'app'; to: string } | { kind: 'site'; href: string } | { kind: 'none' };

/**
 * An event material's stored link, checked again before it is rendered (rows stored before the
 * check existed, decision 1332): only http(s) addresses and paths of this site (`origin`) link.
 */
export function materialTarget(url: string, origin: string): MaterialTarget {
  const link = resolveSafeLink(url, { origin });
  if (!link) return { kind: 'none' };
  if (link.origin === new URL(origin).origin) return { kind: 'app', to: link.pathname + link.search + link.hash };
  return { kind: 'site', href: link.href };
}

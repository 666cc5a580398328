import type { AgeBand, Role, Standing } from '@storyloom/domain';

export interface CachedSession {
  user: {
    id: string;
    email: string;
    name: string;
    role: Role;
    emailVerified: boolean;
    ageBand: AgeBand;
    standing: Standing;
    mutedUntil: string | null;
    suspendedUntil: string | null;
    bannedAt: string | null;
  };
  session: { id: string; token: string; createdAt: Date; expiresAt: Date };
}

/** How long a confirmed session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 15_000;

interface Entry {
  current: CachedSession;
  checkedUntil: number;
}

/**
 * Sessions this process has recently confirmed with better-auth, keyed by the signed cookie value
 * exactly as the browser sent it (so a forged or altered cookie never matches). A hit skips the
 * database for up to `ttlMs`; sign-out, revocation and user changes evict entries at once on this
 * instance (better-auth's database hooks and our own session writes call `forget*`). Other
 * instances sharing a PostgreSQL database see a revocation within `ttlMs`.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  get size() {
    return this.entries.size;
  }

  get(cookieValue: string): CachedSession | null {
    const entry = this.entries.get(cookieValue);
    if (!entry) return null;
    const now = this.now();
    if (now >= entry.checkedUntil || now >= entry.current.session.expiresAt.getTime()) {
      this.entries.delete(cookieValue);
      return null;
    }
    return entry.current;
  }

  set(cookieValue: string, current: CachedSession) {
    if (this.entries.size >= this.maxEntries) this.evictOldest();
    this.entries.set(cookieValue, { current, checkedUntil: this.now() + this.ttlMs });
  }

  forgetToken(token: string) {
    for (const [key, entry] of this.entries) if (entry.current.session.token === token) this.entries.delete(key);
  }

  forgetUser(userId: string) {
    for (const [key, entry] of this.entries) if (entry.current.user.id === userId) this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }

  /** Maps keep insertion order: drop the oldest tenth rather than one entry per insert. */
  private evictOldest() {
    let drop = Math.ceil(this.maxEntries / 10);
    for (const key of this.entries.keys()) {
      if (drop-- <= 0) break;
      this.entries.delete(key);
    }
  }
}

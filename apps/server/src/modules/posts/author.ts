import type { Author } from '@storyloom/domain';

/** The author columns a post or comment select carries (displayNameSql, staffBadgeSql). */
export interface AuthorColumns {
  author_id: string;
  author_name: string;
  author_username: string | null;
  author_avatar: string | null;
  author_badge: 'Admin' | 'Moderator' | null;
}

export function authorOf(row: AuthorColumns): Author {
  return {
    id: row.author_id,
    name: row.author_name,
    username: row.author_username ?? '',
    avatarUrl: row.author_avatar ?? null,
    badge: row.author_badge,
  };
}

import { type Author, deletedAuthor } from '@storyloom/domain';

/** The author columns a post or comment select carries (displayNameSql, staffBadgeSql). */
export interface AuthorColumns {
  /** Null for a comment whose author deleted their account (the profile columns are null too). */
  author_id: string | null;
  author_name: string | null;
  author_username: string | null;
  author_avatar: string | null;
  author_badge: 'Admin' | 'Moderator' | null;
}

export function authorOf(row: AuthorColumns): Author {
  if (row.author_id === null) return deletedAuthor;
  return {
    id: row.author_id,
    name: row.author_name ?? '',
    username: row.author_username ?? '',
    avatarUrl: row.author_avatar ?? null,
    badge: row.author_badge,
  };
}

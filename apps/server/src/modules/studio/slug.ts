import { randomBytes } from 'node:crypto';

/** A URL slug from a title: ASCII letters and digits joined by hyphens, at most 60 characters. */
export function slugFromTitle(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return base || 'course';
}

/** The slug with a random tail, for when the plain one is taken. */
export function slugWithTail(slug: string): string {
  return `${slug}-${randomBytes(3).toString('hex')}`;
}

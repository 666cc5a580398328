/** Joins class names, skipping falsy ones. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

const APP_NAME = 'Storyloom';

/** The document title for a page: "Page · Storyloom", or just the app name. */
export function docTitle(page?: string): string {
  return page ? `${page} · ${APP_NAME}` : APP_NAME;
}

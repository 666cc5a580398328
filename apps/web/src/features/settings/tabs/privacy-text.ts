import type { Translate } from '../i18n';

/** "1.4 MB", "820 KB": how big the file is, roughly, in the reader's number format. */
export function fileSize(bytes: number, locale: string, t: Translate): string {
  if (bytes >= 1024 * 1024) {
    const size = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      bytes / (1024 * 1024),
    );
    return t('export.sizeMb', { size });
  }
  return t('export.sizeKb', { size: new Intl.NumberFormat(locale).format(Math.max(1, Math.round(bytes / 1024))) });
}

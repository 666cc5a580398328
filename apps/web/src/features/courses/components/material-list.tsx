import type { Material } from '@storyloom/domain';
import { Download, FileArchive, FileText } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { htmlLangOf, useActiveLocale } from '@/i18n';
import { useT } from '../i18n';

/** '512 B', '1.5 KB', '2.0 MB', with the reader's decimal separator. */
function useFileSize(): (bytes: number) => string {
  const t = useT();
  const locale = useActiveLocale();
  const oneDecimal = new Intl.NumberFormat(htmlLangOf(locale), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (bytes) => {
    if (bytes < 1024) return t('material.sizeBytes', { size: bytes });
    if (bytes < 1024 * 1024) return t('material.sizeKb', { size: oneDecimal.format(bytes / 1024) });
    return t('material.sizeMb', { size: oneDecimal.format(bytes / 1024 / 1024) });
  };
}

/** Downloadable files, each with its type label and size. */
export function MaterialList({ items }: { items: Material[] }) {
  const t = useT();
  const fileSize = useFileSize();
  return (
    <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
      {items.map((material) => {
        const Icon = material.type === 'zip' ? FileArchive : FileText;
        return (
          <li key={material.id} className="flex items-center gap-3 p-3">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{material.title}</p>
              <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <Badge>{t('material.type', { type: material.type })}</Badge>
                {fileSize(material.sizeBytes)}
                {material.moduleTitle && <span className="truncate">· {material.moduleTitle}</span>}
              </p>
            </div>
            <a
              href={material.url}
              download
              aria-label={t('material.downloadItem', { title: material.title })}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <Download aria-hidden="true" />
              <span className="hidden sm:inline">{t('material.download')}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

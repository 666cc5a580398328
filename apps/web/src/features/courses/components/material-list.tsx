import { type Material, uiText } from '@storyloom/domain';
import { Download, FileArchive, FileText } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';

const t = uiText.courses;

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Downloadable files, each with its type label and size. */
export function MaterialList({ items }: { items: Material[] }) {
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
                <Badge>{t.materialTypes[material.type]}</Badge>
                {fileSize(material.sizeBytes)}
                {material.moduleTitle && <span className="truncate">· {material.moduleTitle}</span>}
              </p>
            </div>
            <a
              href={material.url}
              download
              aria-label={t.downloadItem(material.title)}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <Download aria-hidden="true" />
              <span className="hidden sm:inline">{t.download}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

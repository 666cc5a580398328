import type { ModuleView } from '@storyloom/domain';
import { Info } from 'lucide-react';
import { useT } from '../i18n';
import { MaterialList } from './material-list';

/** Materials: the module's downloads with their type labels, and the note that more will follow. */
export function ModuleMaterialsTab({ view }: { view: ModuleView }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      {view.module.materials.length > 0 ? (
        <MaterialList items={view.module.materials} />
      ) : (
        <p className="text-sm text-muted-foreground">{t('module.noMaterials')}</p>
      )}
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Info aria-hidden="true" className="size-4 shrink-0" />
        {t('module.materialsNote')}
      </p>
    </div>
  );
}

import { type ModuleView, uiText } from '@storyloom/domain';
import { Info } from 'lucide-react';
import { MaterialList } from './material-list';

const t = uiText.courses;

/** Materials: the module's downloads with their type labels, and the note that more will follow. */
export function ModuleMaterialsTab({ view }: { view: ModuleView }) {
  return (
    <div className="flex flex-col gap-4">
      {view.module.materials.length > 0 ? (
        <MaterialList items={view.module.materials} />
      ) : (
        <p className="text-sm text-muted-foreground">{t.noModuleMaterials}</p>
      )}
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Info aria-hidden="true" className="size-4 shrink-0" />
        {t.materialsNote}
      </p>
    </div>
  );
}

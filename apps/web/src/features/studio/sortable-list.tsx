import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useT } from './i18n';

type Item = { id: string; title: string };

type SortableListProps<T extends Item> = {
  items: T[];
  /** The list's accessible name. */
  label: string;
  /** The ids in their new order, after a drop or a Move up / Move down. */
  onReorder: (ids: string[]) => void;
  /** While an earlier change is saved. */
  busy?: boolean;
  className?: string;
  /** One item's content; `controls` are its drag handle and its Move up / Move down buttons. */
  children: (item: T, controls: ReactNode) => ReactNode;
};

/** The ids with the item at `from` moved to `to`. */
export function moved(ids: string[], from: number, to: number): string[] {
  return arrayMove(ids, from, to);
}

/**
 * A list reordered by dragging a handle (pointer, or Space and the arrow keys) or with its items'
 * Move up / Move down buttons, for whoever finds dragging hard.
 */
export function SortableList<T extends Item>({
  items,
  label,
  onReorder,
  busy,
  className,
  children,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const t = useT();
  const ids = items.map((item) => item.id);
  const title = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.title ?? '';
  const position = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('drag.picked', { title: title(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('drag.over', { title: title(active.id), position: position(over.id), total: ids.length }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('drag.dropped', { title: title(active.id), position: position(over.id), total: ids.length })
        : t('drag.cancelled', { title: title(active.id) }),
    onDragCancel: ({ active }) => t('drag.cancelled', { title: title(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moved(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('drag.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={label} className={cn('flex flex-col gap-3', className)}>
          {items.map((item, index) => (
            <SortableRow key={item.id} id={item.id}>
              {(handle) =>
                children(
                  item,
                  <div className="flex shrink-0 items-center gap-1">
                    {handle(item.title)}
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={t('content.moveUp', { title: item.title })}
                      disabled={index === 0}
                      busy={busy}
                      onClick={() => onReorder(moved(ids, index, index - 1))}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={t('content.moveDown', { title: item.title })}
                      disabled={index === items.length - 1}
                      busy={busy}
                      onClick={() => onReorder(moved(ids, index, index + 1))}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                  </div>,
                )
              }
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, children }: { id: string; children: (handle: (title: string) => ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const t = useT();
  const handle = (title: string) => (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t('content.drag', { title })}
      className="flex size-8 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground active:cursor-grabbing [&_svg]:size-4"
    >
      <GripVertical aria-hidden="true" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('relative', isDragging && 'z-10 opacity-80')}
    >
      {children(handle)}
    </li>
  );
}

// A table whose rows are put in order by dragging a handle (or with the keyboard: space, arrows,
// space), the whole new order sent at once. The list shows the new order at once and goes back
// to the server's if the save fails. Screen readers hear where the row is picked, moved and
// dropped, in the caller's words.
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';

interface Ordered {
  id: number;
  order: number;
}

export interface ReorderOptions<T extends Ordered> {
  list: T[];
  /** The list's query, set to the new order at once and to the server's answer after. */
  queryKey: QueryKey;
  save: (order: Ordered[]) => Promise<T[]>;
  labelOf: (item: T) => string;
  /**
   * Translation keys: `<texts>.dnd.picked|over|dropped|cancelled|instructions` and
   * `<texts>.orderSaved`, given the item's label as `label` and its position.
   */
  texts: string;
}

export function useReorder<T extends Ordered>({ list, queryKey, save, labelOf, texts }: ReorderOptions<T>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const positionOf = (id: string | number) => list.findIndex((item) => item.id === Number(id)) + 1;
  const labelAt = (id: string | number) => {
    const item = list.find((it) => it.id === Number(id));
    return item ? labelOf(item) : '';
  };
  const say = (what: string, id: string | number, position?: number) => t(`${texts}.dnd.${what}`, { label: labelAt(id), position });
  const announcements: Announcements = {
    onDragStart: ({ active }) => say('picked', active.id, positionOf(active.id)),
    onDragOver: ({ active, over }) => (over ? say('over', active.id, positionOf(over.id)) : undefined),
    onDragEnd: ({ active, over }) => (over ? say('dropped', active.id, positionOf(over.id)) : undefined),
    onDragCancel: ({ active }) => say('cancelled', active.id),
  };

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(list, positionOf(active.id) - 1, positionOf(over.id) - 1).map((item, index) => ({ ...item, order: index + 1 }));
    queryClient.setQueryData(queryKey, next);
    setSaving(true);
    try {
      queryClient.setQueryData(queryKey, await save(next.map(({ id, order }) => ({ id, order }))));
      notifications.show({ color: 'green', message: t(`${texts}.orderSaved`) });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
      await queryClient.invalidateQueries({ queryKey });
    } finally {
      setSaving(false);
    }
  };

  return { saving, sensors, announcements, onDragEnd, instructions: t(`${texts}.dnd.instructions`), ids: list.map((item) => item.id) };
}

/** Around the table whose rows move: the drag and drop context of a useReorder. */
export function Reorderable({ reorder, children }: { reorder: ReturnType<typeof useReorder>; children: ReactNode }) {
  const { sensors, announcements, onDragEnd, instructions, ids } = reorder;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={(event) => void onDragEnd(event)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A row that moves: its first cell is the drag handle, named by handleLabel. */
export function SortableRow({
  id,
  disabled,
  handleLabel,
  testId,
  children,
  ...data
}: { id: number; disabled: boolean; handleLabel: string; testId: string; children: ReactNode } & Record<`data-${string}`, string>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <Table.Tr
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        background: isDragging ? 'var(--mantine-color-blue-light)' : undefined,
      }}
      data-testid={`${testId}-row`}
      {...data}
    >
      <Table.Td w={1}>
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          style={{ cursor: disabled ? 'default' : 'grab', touchAction: 'none' }}
          aria-label={handleLabel}
          {...attributes}
          {...listeners}
          data-testid={`${testId}-drag`}
        >
          ⋮⋮
        </ActionIcon>
      </Table.Td>
      {children}
    </Table.Tr>
  );
}

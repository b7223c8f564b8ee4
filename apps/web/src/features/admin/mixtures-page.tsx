import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Mixture } from '@trapline/contracts/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors.ts';
import { deleteMixture, localName, mixturesKey, mixturesQuery, setMixtureOrder } from './api.ts';
import { DeleteDialog } from './delete-dialog.tsx';

function MixtureRow({ mixture, position, disabled, onDelete }: { mixture: Mixture; position: number; disabled: boolean; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: mixture.id, disabled });
  const name = localName(mixture, i18n.language);
  return (
    <Table.Tr
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 1 : undefined, background: isDragging ? 'var(--mantine-color-blue-light)' : undefined }}
      data-testid="mixture-row"
      data-name={mixture.name}
    >
      <Table.Td w={1}>
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          style={{ cursor: disabled ? 'default' : 'grab', touchAction: 'none' }}
          aria-label={t('admin.mixtures.dragHandle', { name })}
          {...attributes}
          {...listeners}
          data-testid="mixture-drag"
        >
          ⋮⋮
        </ActionIcon>
      </Table.Td>
      <Table.Td w={1}>{position}</Table.Td>
      <Table.Td>
        <Anchor component={Link} to={`/app/admin/mixtures/details/${mixture.id}`}>{name}</Anchor>
      </Table.Td>
      <Table.Td>{mixture.grammage} g</Table.Td>
      <Table.Td>{t(`admin.mixtures.types.${mixture.type}`)}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="light" component={Link} to={`/app/admin/mixtures/edit/${mixture.id}`}>{t('admin.edit')}</Button>
          <ActionIcon variant="subtle" color="red" aria-label={`${t('admin.delete')}: ${name}`} onClick={onDelete} data-testid="mixture-delete">×</ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Mixtures in their order (spec 3, sections 2.7 and 4): drag a row by its handle (or move it
 * with the keyboard: space, arrows, space) and the whole new order is sent at once. The list
 * shows the new order at once and goes back to the server's if the save fails.
 */
export function MixturesPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const mixtures = useQuery(mixturesQuery);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<Mixture | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const list = mixtures.data ?? [];
  const nameOf = (id: string | number) => {
    const mixture = list.find((m) => m.id === Number(id));
    return mixture ? localName(mixture, i18n.language) : '';
  };
  const positionOf = (id: string | number) => list.findIndex((m) => m.id === Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('admin.mixtures.dnd.picked', { name: nameOf(active.id), position: positionOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('admin.mixtures.dnd.over', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('admin.mixtures.dnd.dropped', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined),
    onDragCancel: ({ active }) => t('admin.mixtures.dnd.cancelled', { name: nameOf(active.id) }),
  };

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(list, positionOf(active.id) - 1, positionOf(over.id) - 1).map((m, index) => ({ ...m, order: index + 1 }));
    queryClient.setQueryData(mixturesQuery.queryKey, next);
    setSaving(true);
    try {
      const saved = await setMixtureOrder(next.map((m) => ({ id: m.id, order: m.order })));
      queryClient.setQueryData(mixturesQuery.queryKey, saved);
      notifications.show({ color: 'green', message: t('admin.mixtures.orderSaved') });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
      await queryClient.invalidateQueries({ queryKey: mixturesKey });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Group justify="space-between">
          <Group gap="sm">
            <Title order={1} size="h3">{t('admin.mixtures.title')}</Title>
            {saving && <Loader size="xs" aria-label={t('admin.mixtures.savingOrder')} data-testid="mixtures-saving" />}
          </Group>
          <Button component={Link} to="/app/admin/mixtures/create" data-testid="mixture-add">{t('admin.mixtures.add')}</Button>
        </Group>
        <Text size="sm" c="dimmed">{t('admin.mixtures.reorderHint')}</Text>
        {mixtures.isPending ? (
          <Center p="xl"><Loader aria-label={t('app.loading')} /></Center>
        ) : mixtures.isError ? (
          <Alert color="red" role="alert">{t('errors.generic')}</Alert>
        ) : list.length === 0 ? (
          <Text c="dimmed" data-testid="mixtures-empty">{t('admin.mixtures.empty')}</Text>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={(event) => void onDragEnd(event)}
            accessibility={{ announcements, screenReaderInstructions: { draggable: t('admin.mixtures.dnd.instructions') } }}
          >
            <Table.ScrollContainer minWidth={560}>
              <Table highlightOnHover data-testid="mixtures-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th><VisuallyHidden>{t('admin.mixtures.move')}</VisuallyHidden></Table.Th>
                    <Table.Th>{t('admin.mixtures.order')}</Table.Th>
                    <Table.Th>{t('admin.mixtures.name')}</Table.Th>
                    <Table.Th>{t('admin.mixtures.grammage')}</Table.Th>
                    <Table.Th>{t('admin.mixtures.type')}</Table.Th>
                    <Table.Th><VisuallyHidden>{t('admin.actions')}</VisuallyHidden></Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  <SortableContext items={list.map((m) => m.id)} strategy={verticalListSortingStrategy}>
                    {list.map((mixture, index) => (
                      <MixtureRow key={mixture.id} mixture={mixture} position={index + 1} disabled={saving} onDelete={() => setDeleting(mixture)} />
                    ))}
                  </SortableContext>
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </DndContext>
        )}
      </Stack>
      {deleting && (
        <DeleteDialog
          title={t('admin.mixtures.deleteTitle')}
          question={t('admin.mixtures.deleteQuestion', { name: deleting.name })}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteMixture(deleting.id);
            await queryClient.invalidateQueries({ queryKey: mixturesKey });
            notifications.show({ color: 'green', message: t('admin.mixtures.deleted') });
            setDeleting(null);
          }}
        />
      )}
    </Paper>
  );
}

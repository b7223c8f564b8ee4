import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from '@tanstack/react-router';
import type { Mixture } from '@trapline/contracts/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Reorderable, SortableRow, useReorder } from '@/components/sortable-rows.tsx';
import { useDeleteMixture } from '@/features/admin/api/delete-mixture.ts';
import { useMixtures } from '@/features/admin/api/get-mixtures.ts';
import { setMixtureOrder } from '@/features/admin/api/set-mixture-order.ts';
import { adminKeys } from '@/features/admin/keys.ts';
import { localName } from '@/lib/local-name.ts';
import { DeleteDialog } from '@/components/delete-dialog.tsx';
import { DeleteIcon } from '@/components/delete-icon.tsx';

function MixtureRow({ mixture, position, disabled, onDelete }: { mixture: Mixture; position: number; disabled: boolean; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  const name = localName(mixture, i18n.language);
  return (
    <SortableRow id={mixture.id} disabled={disabled} handleLabel={t('admin.mixtures.dragHandle', { name })} testId="mixture" data-name={mixture.name}>
      <Table.Td w={1}>{position}</Table.Td>
      <Table.Td>
        <Anchor component={Link} to={`/app/admin/mixtures/details/${mixture.id}`}>
          {name}
        </Anchor>
      </Table.Td>
      <Table.Td>{mixture.grammage} g</Table.Td>
      <Table.Td>{t(`admin.mixtures.types.${mixture.type}`)}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="light" component={Link} to={`/app/admin/mixtures/edit/${mixture.id}`}>
            {t('admin.edit')}
          </Button>
          <DeleteIcon label={t('admin.delete')} name={name} onClick={onDelete} testId="mixture-delete" />
        </Group>
      </Table.Td>
    </SortableRow>
  );
}

/**
 * Mixtures in their order (spec 3, sections 2.7 and 4): drag a row by its handle (or move it
 * with the keyboard: space, arrows, space) and the whole new order is sent at once. The list
 * shows the new order at once and goes back to the server's if the save fails.
 */
export function MixturesPage() {
  const { t, i18n } = useTranslation();
  const mixtures = useMixtures();
  const deleteMixture = useDeleteMixture();
  const [deleting, setDeleting] = useState<Mixture | null>(null);
  const list = mixtures.data ?? [];
  const reorder = useReorder({
    list,
    queryKey: adminKeys.mixtureList,
    save: setMixtureOrder,
    labelOf: (m) => localName(m, i18n.language),
    texts: 'admin.mixtures',
  });
  const { saving } = reorder;

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Group justify="space-between">
          <Group gap="sm">
            <Title order={1} size="h3">
              {t('admin.mixtures.title')}
            </Title>
            {saving && <Loader size="xs" aria-label={t('admin.mixtures.savingOrder')} data-testid="mixtures-saving" />}
          </Group>
          <Button component={Link} to="/app/admin/mixtures/create" data-testid="mixture-add">
            {t('admin.mixtures.add')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('admin.mixtures.reorderHint')}
        </Text>
        {mixtures.isPending ? (
          <Center p="xl">
            <Loader aria-label={t('app.loading')} />
          </Center>
        ) : mixtures.isError ? (
          <Alert color="red" role="alert">
            {t('errors.generic')}
          </Alert>
        ) : list.length === 0 ? (
          <Text c="dimmed" data-testid="mixtures-empty">
            {t('admin.mixtures.empty')}
          </Text>
        ) : (
          <Reorderable reorder={reorder}>
            <Table.ScrollContainer minWidth={560}>
              <Table highlightOnHover data-testid="mixtures-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <VisuallyHidden>{t('admin.mixtures.move')}</VisuallyHidden>
                    </Table.Th>
                    <Table.Th>{t('admin.mixtures.order')}</Table.Th>
                    <Table.Th>{t('admin.mixtures.name')}</Table.Th>
                    <Table.Th>{t('admin.mixtures.grammage')}</Table.Th>
                    <Table.Th>{t('admin.mixtures.type')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((mixture, index) => (
                    <MixtureRow key={mixture.id} mixture={mixture} position={index + 1} disabled={saving} onDelete={() => setDeleting(mixture)} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Reorderable>
        )}
      </Stack>
      {deleting && (
        <DeleteDialog
          title={t('admin.mixtures.deleteTitle')}
          question={t('admin.mixtures.deleteQuestion', { name: localName(deleting, i18n.language) })}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteMixture.mutateAsync(deleting.id);
            notifications.show({ color: 'green', message: t('admin.mixtures.deleted') });
            setDeleting(null);
          }}
        />
      )}
    </Paper>
  );
}

import { ActionIcon, Button, Modal, Paper, Stack, Table, TextInput, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { createFileRoute, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateZone } from '@/features/places/api/create-zone.ts';
import { useDeleteZone } from '@/features/places/api/delete-zone.ts';
import { usePlaceZones } from '@/shared/places/api/get-place-zones.ts';
import { errorMessage } from '@/lib/errors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { NoDataRow } from '@/components/no-data-row.tsx';
import { ListHeader } from '@/components/page-shell.tsx';

export const Route = createFileRoute('/app/places/edit/$placeId/zones')({ component: ZonesPage });

function ZonesPage() {
  const { t } = useTranslation();
  usePageTitle(t('places.menu.zones'));
  const { placeId } = useParams({ from: '/app/places/edit/$placeId/zones' });
  const zones = usePlaceZones(placeId);
  const createZone = useCreateZone();
  const deleteZone = useDeleteZone();
  const [open, dialog] = useDisclosure(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();

  const add = async () => {
    if (!name.trim()) return setNameError(t('validation.required'));
    try {
      await createZone.mutateAsync({ placeId, body: { name: name.trim(), description: description.trim() || null } });
      notifications.show({ color: 'green', message: t('zones.created') });
      setName('');
      setDescription('');
      dialog.close();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    }
  };
  const remove = async (zoneId: number) => {
    try {
      await deleteZone.mutateAsync({ placeId, zoneId });
      notifications.show({ color: 'green', message: t('zones.deleted') });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <ListHeader title={t('places.menu.zones')} order={2}>
          <Button onClick={dialog.open} data-testid="zone-add">
            {t('zones.add')}
          </Button>
        </ListHeader>
        <Table.ScrollContainer minWidth={640}>
          <Table data-testid="zones-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('zones.name')}</Table.Th>
                <Table.Th>{t('zones.description')}</Table.Th>
                <Table.Th>{t('zones.createdAt')}</Table.Th>
                <Table.Th>{t('zones.user')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(zones.data ?? []).map((zone) => (
                <Table.Tr key={zone.uuid}>
                  <Table.Td>{zone.name}</Table.Td>
                  <Table.Td>{zone.description}</Table.Td>
                  <Table.Td>{new Date(zone.createdAt).toLocaleDateString('en-GB')}</Table.Td>
                  <Table.Td>{zone.user ? `${zone.user.name} ${zone.user.surname}` : ''}</Table.Td>
                  <Table.Td>
                    <ActionIcon variant="subtle" color="red" aria-label={t('common.delete')} onClick={() => void remove(zone.id)}>
                      ✕
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
              {zones.data?.length === 0 && <NoDataRow columns={5} />}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <Modal opened={open} onClose={dialog.close} title={t('zones.add')} centered>
        <Stack>
          <TextInput
            label={t('zones.name')}
            required
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setNameError(undefined);
            }}
            error={nameError}
            data-testid="zone-name"
          />
          <Textarea label={t('zones.description')} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
          <Button onClick={() => void add()} data-testid="zone-save">
            {t('common.save')}
          </Button>
        </Stack>
      </Modal>
    </Paper>
  );
}

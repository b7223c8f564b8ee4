import { Button, Modal, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import type { PlaceUser } from '@trapline/contracts/places';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { useDeletePlace } from '@/features/places/api/delete-place.ts';
import { usePlace } from '@/features/places/api/get-place.ts';
import { usePlaceUsers } from '@/shared/places/api/get-place-users.ts';
import { useUpdatePlace } from '@/features/places/api/update-place.ts';
import { PlaceForm } from '@/features/places/place-form.tsx';
import { RolesModal } from '@/features/places/roles-modal.tsx';
import { errorMessage } from '@/lib/errors.ts';
import { isAdmin, isRestricted } from '@/lib/roles.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useSaveInPlace } from '@/lib/use-save.ts';
import { headings } from '@/components/list-table.tsx';
import { NoDataRow } from '@/components/no-data-row.tsx';
import { SectionCard, TableCard } from '@/routes/app/places/edit/$placeId/-table-card.tsx';

export const Route = createFileRoute('/app/places/edit/$placeId/')({ component: PlaceDetailsPage });

function PlaceDetailsPage() {
  const { t } = useTranslation();
  const { placeId } = useParams({ from: '/app/places/edit/$placeId/' });
  const navigate = useNavigate();
  const { data: me } = useAccount();
  const { data: place } = usePlace(placeId);
  const users = usePlaceUsers(placeId);
  const updatePlace = useUpdatePlace();
  const saveInPlace = useSaveInPlace();
  const deletePlace = useDeletePlace();
  const [confirmOpen, confirm] = useDisclosure(false);
  const [deleting, setDeleting] = useState(false);
  const [editing, setEditing] = useState<PlaceUser | null>(null);
  usePageTitle(place?.name ?? t('nav.places'));
  if (!place) return null;

  const remove = async () => {
    setDeleting(true);
    try {
      await deletePlace.mutateAsync(place.uuid);
      notifications.show({ color: 'green', message: t('places.deleted') });
      await navigate({ to: '/app/places', search: { company: undefined, zone: undefined, search: '', page: 1 } });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    } finally {
      setDeleting(false);
      confirm.close();
    }
  };

  return (
    <Stack>
      <SectionCard title={t('places.menu.details')}>
        <PlaceForm
          key={place.uuid}
          readOnly={isRestricted(me?.type)}
          initial={{
            name: place.name,
            address: place.address,
            radioErrorInterval: place.radioErrorInterval,
            companyUuid: place.companyUuid,
            companyZoneUuid: place.companyZoneUuid,
          }}
          onSubmit={(values) => saveInPlace(() => updatePlace.mutateAsync({ placeId: place.uuid, body: values }), t('places.saved'))}
          extraButtons={
            isAdmin(me?.type) ? (
              <Button color="red" variant="light" onClick={confirm.open} data-testid="place-delete">
                {t('common.delete')}
              </Button>
            ) : null
          }
        />
      </SectionCard>
      <TableCard
        title={t('places.users')}
        level={2}
        testId="place-users"
        minWidth={560}
        columns={[...headings(t, 'places', ['userName', 'joinedAt', 'userType', 'roles']), isAdmin(me?.type) && '']}
      >
        {(users.data ?? []).map((user) => (
          <Table.Tr key={user.uuid}>
            <Table.Td>
              {user.name} {user.surname}
            </Table.Td>
            <Table.Td>{new Date(user.joinedAt).toLocaleDateString('en-GB')}</Table.Td>
            <Table.Td>{t(`roles.${user.type}`)}</Table.Td>
            <Table.Td>{user.roles.map((r) => t(`places.permission.${r}`)).join(', ')}</Table.Td>
            {isAdmin(me?.type) && (
              <Table.Td>
                <Button size="compact-xs" variant="subtle" onClick={() => setEditing(user)} data-testid="edit-roles">
                  {t('places.editRoles')}
                </Button>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
        {users.data?.length === 0 && <NoDataRow columns={5} />}
      </TableCard>
      {editing && <RolesModal placeId={place.uuid} user={editing} onClose={() => setEditing(null)} />}
      <Modal opened={confirmOpen} onClose={confirm.close} title={t('places.deleteTitle')} centered>
        <Stack>
          <Text>{t('places.deleteConfirm', { name: place.name })}</Text>
          <Button color="red" loading={deleting} onClick={() => void remove()} data-testid="place-delete-confirm">
            {t('common.delete')}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}

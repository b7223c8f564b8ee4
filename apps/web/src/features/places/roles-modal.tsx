import { Button, Checkbox, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PlaceUser } from '@trapline/contracts/places';
import type { PlacePermission } from '@trapline/contracts/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { useSetPlaceUserRoles } from '@/features/places/api/set-place-user-roles.ts';

const ROLES: PlacePermission[] = ['APPROVE_INSPECTION', 'CREATE_INSPECTION'];
const NOTIFICATIONS: PlacePermission[] = ['RECEIVE_INSPECTION_REPORT', 'RECEIVE_INTERVENTION_REPORT'];

/** The edit-roles modal of a place's user (spec 2, section 2.1): roles plus the place's report options. */
export function RolesModal({ placeId, user, onClose }: { placeId: string; user: PlaceUser; onClose: () => void }) {
  const { t } = useTranslation();
  const [roles, setRoles] = useState<PlacePermission[]>(user.roles);
  const setUserRoles = useSetPlaceUserRoles();
  const toggle = (role: PlacePermission) => setRoles((current) => (current.includes(role) ? current.filter((r) => r !== role) : [...current, role]));
  const save = async () => {
    try {
      await setUserRoles.mutateAsync({ placeId, userUuid: user.uuid, roles });
      notifications.show({ color: 'green', message: t('places.rolesSaved') });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    }
  };
  return (
    <Modal opened onClose={onClose} title={`${user.name} ${user.surname}`} centered>
      <Stack>
        <Text size="sm" fw={600}>
          {t('places.roles')}
        </Text>
        {ROLES.map((role) => (
          <Checkbox key={role} label={t(`places.permission.${role}`)} checked={roles.includes(role)} onChange={() => toggle(role)} />
        ))}
        <Text size="sm" fw={600}>
          {t('places.notificationOptions')}
        </Text>
        {NOTIFICATIONS.map((role) => (
          <Checkbox key={role} label={t(`places.permission.${role}`)} checked={roles.includes(role)} onChange={() => toggle(role)} />
        ))}
        <Button loading={setUserRoles.isPending} onClick={() => void save()} data-testid="roles-save">
          {t('common.save')}
        </Button>
      </Stack>
    </Modal>
  );
}

import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { useDeleteDeviceType } from '@/features/catalogue/api/delete-device-type.ts';
import { useDeviceType, deviceTypeQuery } from '@/features/catalogue/api/get-device-type.ts';
import { useUpdateDeviceType } from '@/features/catalogue/api/update-device-type.ts';
import { DeviceTypeForm, typeFormValues } from '@/features/catalogue/components/device-type-form.tsx';
import { TypePartsSection } from '@/features/catalogue/components/type-parts-section.tsx';
import { canChange, localName } from '@/features/catalogue/rights.ts';
import { errorMessage } from '@/lib/errors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { ensureScreenData } from '@/routes/-screen-data.ts';
import { RoutePending } from '@/components/route-pending.tsx';
import { DeleteDialog } from '@/components/delete-dialog.tsx';

export const Route = createFileRoute('/app/device-types/edit/$id')({
  loader: ({ context, params }) => ensureScreenData(context.queryClient, '/app/device-types/edit/$id', deviceTypeQuery(params.id)),
  pendingComponent: RoutePending,
  component: EditDeviceTypePage,
});

/**
 * A device type's page (spec 2, section 2.6): details, translations, colour, prefix and scan
 * settings, and its actions, pests and observations with assign and remove. Who may not change
 * the type (a global one is the super admin's) sees the details read-only.
 */
function EditDeviceTypePage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams({ from: '/app/device-types/edit/$id' });
  const navigate = useNavigate();
  const { data: me } = useAccount();
  const type = useDeviceType(id);
  const updateDeviceType = useUpdateDeviceType();
  const deleteDeviceType = useDeleteDeviceType();
  const [deleting, deleteDialog] = useDisclosure(false);
  usePageTitle(type.data ? localName(type.data, i18n.language) : t('catalogue.types.edit'));

  if (type.isPending || !me) {
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (type.isError) {
    return (
      <Alert color="red" role="alert" title={t('errors.title')}>
        {errorMessage(type.error, t)}
      </Alert>
    );
  }
  const data = type.data;
  const editable = canChange(me.type, data);
  const remove = async () => {
    await deleteDeviceType.mutateAsync(String(data.id));
    notifications.show({ color: 'green', message: t('catalogue.types.deleted') });
    await navigate({ to: '/app/device-types' });
  };

  return (
    <Stack>
      <Paper withBorder radius="lg" p="lg">
        <Stack>
          <Group justify="space-between">
            <Group gap="xs">
              <Title order={2} size="h4" data-testid="device-type-title">
                {localName(data, i18n.language)}
              </Title>
              <Badge variant="light" color={data.isGlobal ? 'blue' : 'grape'}>
                {t(data.isGlobal ? 'catalogue.global' : 'catalogue.custom')}
              </Badge>
            </Group>
            {editable && (
              <Button color="red" variant="light" onClick={deleteDialog.open} data-testid="device-type-delete">
                {t('common.delete')}
              </Button>
            )}
          </Group>
          {!editable && (
            <Alert color="blue" data-testid="device-type-read-only">
              {t(data.isGlobal ? 'catalogue.types.globalReadOnly' : 'catalogue.types.readOnly')}
            </Alert>
          )}
          <DeviceTypeForm
            key={data.updatedAt}
            initial={typeFormValues(data)}
            readOnly={!editable}
            submitLabel={t('common.save')}
            onSubmit={async (values) => {
              const { parentCompanyId: _owner, isRadio: _radio, ...changes } = values;
              await updateDeviceType.mutateAsync({ id: String(data.id), body: changes });
              notifications.show({ color: 'green', message: t('catalogue.types.saved') });
            }}
          />
        </Stack>
      </Paper>
      {(['actions', 'objects', 'observations'] as const).map((kind) => (
        <TypePartsSection key={kind} type={data} kind={kind} role={me.type} companyId={me.company.id} />
      ))}
      <DeleteDialog
        opened={deleting}
        onClose={deleteDialog.close}
        title={t('catalogue.types.delete')}
        question={t('catalogue.types.deleteConfirm', { name: localName(data, i18n.language) })}
        onConfirm={remove}
        cancelLabel={t('catalogue.cancel')}
        confirmLabel={t('common.delete')}
        confirmTestId="device-type-delete-confirm"
        errorTestId="device-type-delete-error"
      />
    </Stack>
  );
}

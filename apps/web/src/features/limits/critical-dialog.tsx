import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Group, Loader, Modal, NumberInput, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PlaceDeviceType } from '@trapline/contracts/catalogue';
import { LIMIT_BOUNDS, ZCriticalLimitsRequest, type CriticalLimits, type CriticalLimitsBody, type CriticalLimitsRequest } from '@trapline/contracts/limits';
import { localName } from '@trapline/contracts/translations';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { useCriticalLimits } from '@/features/limits/api/get-critical-limits.ts';
import { useSaveCriticalLimits } from '@/features/limits/api/save-critical-limits.ts';
import { StackedForm } from '@/components/stacked-form.tsx';

/** The critical limits of one device type in a place (spec 2, section 2.9): read-only for users who may not edit. */
export function CriticalLimitsDialog({ placeId, deviceType, onClose }: { placeId: string; deviceType: PlaceDeviceType; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const query = useCriticalLimits(placeId, deviceType.id);
  return (
    <Modal opened onClose={onClose} size="lg" title={t('limits.critical.title', { name: localName(deviceType, i18n.language) })}>
      {query.isPending ? (
        <Center p="md">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : query.isError ? (
        <Alert color="red" title={t('errors.title')}>
          {errorMessage(query.error, t)}
        </Alert>
      ) : (
        <CriticalForm placeId={placeId} deviceType={deviceType} saved={query.data} onClose={onClose} />
      )}
    </Modal>
  );
}

function CriticalForm({ placeId, deviceType, saved, onClose }: { placeId: string; deviceType: PlaceDeviceType; saved: CriticalLimits; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const saveLimits = useSaveCriticalLimits();
  const objects = deviceType.objects ?? [];
  const observations = (deviceType.observations ?? []).filter((o) => o.type === 'BAIT_COLLECT');
  const form = useForm<CriticalLimitsRequest, unknown, CriticalLimitsBody>({
    resolver: zodResolver(ZCriticalLimitsRequest),
    defaultValues: {
      limit: saved.limit,
      rootLimitId: saved.rootLimitId,
      objects: objects.map((o) => ({ deviceTypeObjectId: o.id, limit: saved.objects.find((s) => s.deviceTypeObjectId === o.id)?.limit ?? 0 })),
      observations: observations.map((o) => ({
        deviceTypeObservationId: o.id,
        limit: saved.observations.find((s) => s.deviceTypeObservationId === o.id)?.limit ?? 0,
      })),
    },
  });
  const readOnly = !saved.canEdit;
  const submit = form.handleSubmit(async (values) => {
    try {
      await saveLimits.mutateAsync({ placeId, typeId: deviceType.id, body: values });
      notifications.show({ color: 'green', message: t('limits.critical.saved') });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    }
  });
  const number = (name: `limit` | `objects.${number}.limit` | `observations.${number}.limit`, label: string, max?: number) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          aria-label={label}
          min={0}
          max={max}
          placeholder={String(LIMIT_BOUNDS.criticalPlaceholder)}
          allowDecimal={false}
          disabled={readOnly}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(v === '' ? 0 : Number(v))}
          error={fieldState.error ? t(max ? 'limits.validation.criticalPercent' : 'limits.validation.min0') : undefined}
          data-testid={`critical-${name}`}
        />
      )}
    />
  );
  return (
    <StackedForm onSubmit={submit} testId="critical-form">
      {readOnly && (
        <Alert color="blue" data-testid="critical-read-only">
          {t('limits.critical.onlyAdmin')}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {t('limits.zeroInactive')}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{t('limits.critical.deviceLimit')}</Table.Td>
              <Table.Td>{number('limit', t('limits.critical.deviceLimit'))}</Table.Td>
            </Table.Tr>
            {objects.map((o, i) => (
              <Table.Tr key={`o${o.id}`}>
                <Table.Td>
                  {localName(o, i18n.language)}{' '}
                  <Text span size="xs" c="dimmed">
                    ({t(`limits.category.${o.category}`)})
                  </Text>
                </Table.Td>
                <Table.Td>{number(`objects.${i}.limit`, localName(o, i18n.language))}</Table.Td>
              </Table.Tr>
            ))}
            {observations.map((o, i) => (
              <Table.Tr key={`b${o.id}`}>
                <Table.Td>{localName(o, i18n.language)} (%)</Table.Td>
                <Table.Td>{number(`observations.${i}.limit`, localName(o, i18n.language), LIMIT_BOUNDS.criticalObservationMax)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
        {!readOnly && (
          <Button type="submit" loading={form.formState.isSubmitting} data-testid="critical-save">
            {t('common.save')}
          </Button>
        )}
      </Group>
    </StackedForm>
  );
}

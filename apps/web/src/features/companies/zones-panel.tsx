import { Button, Group, Modal, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { CompanyZone } from '@trapline/contracts/zones';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { useCreateCompanyZone } from '@/features/companies/api/create-company-zone.ts';
import { useCompanyZones } from '@/shared/companies/api/get-company-zones.ts';
import { useUpdateCompanyZone } from '@/features/companies/api/update-company-zone.ts';
import { forbiddenParents } from './zone-tree.ts';
import { NoDataRow } from '@/components/no-data-row.tsx';

/** Company zones, nested: a zone is never put under itself or its descendants (those choices are disabled). */
export function ZonesPanel({ companyUuid, canEdit }: { companyUuid: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const zones = useCompanyZones(companyUuid);
  const createZone = useCreateCompanyZone();
  const updateZone = useUpdateCompanyZone();
  const [open, dialog] = useDisclosure(false);
  const [editing, setEditing] = useState<CompanyZone | null>(null);
  const [name, setName] = useState('');
  const [parent, setParent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const all = zones.data ?? [];
  const nameOf = new Map(all.map((z) => [z.uuid, z.name]));
  const disabled = editing ? forbiddenParents(all, editing.uuid) : new Set<string>();

  const start = (zone: CompanyZone | null) => {
    setEditing(zone);
    setName(zone?.name ?? '');
    setParent(zone?.parentZoneUuid ?? null);
    setProblem(null);
    dialog.open();
  };
  const save = async () => {
    if (!name.trim()) return setProblem(t('validation.required'));
    try {
      if (editing) await updateZone.mutateAsync({ companyUuid, zoneUuid: editing.uuid, body: { name: name.trim(), parentZoneUuid: parent } });
      else await createZone.mutateAsync({ companyUuid, body: { name: name.trim(), parentZoneUuid: parent } });
      notifications.show({ color: 'green', message: t('zones.saved') });
      dialog.close();
    } catch (error) {
      setProblem(errorMessage(error, t));
    }
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('companies.tabs.zones')}
        </Title>
        {canEdit && (
          <Button onClick={() => start(null)} data-testid="company-zone-add">
            {t('zones.add')}
          </Button>
        )}
      </Group>
      <Table.ScrollContainer minWidth={480}>
        <Table data-testid="company-zones-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('zones.name')}</Table.Th>
              <Table.Th>{t('zones.parent')}</Table.Th>
              <Table.Th>{t('zones.places')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {all.map((zone) => (
              <Table.Tr key={zone.uuid}>
                <Table.Td>{zone.name}</Table.Td>
                <Table.Td>{zone.parentZoneUuid ? nameOf.get(zone.parentZoneUuid) : '—'}</Table.Td>
                <Table.Td>{zone.placesCount}</Table.Td>
                <Table.Td>
                  {canEdit && (
                    <Button size="xs" variant="subtle" onClick={() => start(zone)}>
                      {t('common.edit')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
            {all.length === 0 && <NoDataRow columns={4} />}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={open} onClose={dialog.close} title={editing ? t('zones.edit') : t('zones.add')} centered>
        <Stack>
          {problem && (
            <Text c="red" role="alert">
              {problem}
            </Text>
          )}
          <TextInput label={t('zones.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <Select
            label={t('zones.parent')}
            clearable
            data={all.map((z) => ({ value: z.uuid, label: z.name, disabled: disabled.has(z.uuid) }))}
            value={parent}
            onChange={setParent}
          />
          <Button onClick={() => void save()}>{t('common.save')}</Button>
        </Stack>
      </Modal>
    </Stack>
  );
}

import { Checkbox, Loader, ScrollArea, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CompanyShortListItem } from '@trapline/contracts/companies';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignGlobalTypes } from '@/features/catalogue/api/assign-global-types.ts';
import { useGlobalTypesFor } from '@/features/catalogue/api/get-global-types-for.ts';
import { localName } from '@/features/catalogue/rights.ts';
import { ActionDialog } from '@/components/action-dialog.tsx';

/**
 * "Assign a global type" (spec 2, section 2.6): the global types a company uses, as checkboxes;
 * saving replaces its choice (PUT /companies/{id}/device-types/assign). Its clients use the
 * same types. The super admin first picks the company.
 */
export function AssignGlobalDialog({
  opened,
  onClose,
  companies,
  defaultCompanyUuid,
}: {
  opened: boolean;
  onClose: () => void;
  companies: CompanyShortListItem[];
  defaultCompanyUuid: string | null;
}) {
  const { t, i18n } = useTranslation();
  const [companyUuid, setCompanyUuid] = useState<string | null>(defaultCompanyUuid);
  const types = useGlobalTypesFor(companyUuid);
  const assignGlobalTypes = useAssignGlobalTypes();
  const [chosen, setChosen] = useState<string[]>([]);

  useEffect(() => {
    if (types.data) setChosen(types.data.filter((type) => type.assigned).map((type) => String(type.id)));
  }, [types.data]);

  const save = async () => {
    if (!companyUuid) return;
    await assignGlobalTypes.mutateAsync({ companyUuid, deviceTypeIds: chosen.map(Number) });
    notifications.show({ color: 'green', message: t('catalogue.types.assigned') });
    onClose();
  };

  // Client companies use their parent's choice: only root companies are offered.
  const roots = companies.filter((c) => c.parentCompanyUuid === null);
  return (
    <ActionDialog
      opened={opened}
      title={t('catalogue.types.assignGlobal')}
      size="lg"
      onClose={onClose}
      cancelLabel={t('catalogue.cancel')}
      onConfirm={save}
      ready={companyUuid !== null && types.data !== undefined}
      confirmTestId="assign-global-save"
    >
      {roots.length > 1 && (
        <Select
          label={t('catalogue.types.companyFor')}
          searchable
          data={roots.map((c) => ({ value: c.uuid, label: c.name }))}
          value={companyUuid}
          onChange={setCompanyUuid}
          data-testid="assign-global-company"
        />
      )}
      {companyUuid && types.isPending && <Loader aria-label={t('app.loading')} />}
      {types.data && (
        <ScrollArea.Autosize mah={360}>
          <Checkbox.Group value={chosen} onChange={setChosen} label={t('catalogue.types.globalTypes')} data-testid="assign-global-types">
            <Stack gap="xs" mt="xs">
              {types.data.map((type) => (
                <Checkbox key={type.id} value={String(type.id)} label={localName(type, i18n.language)} />
              ))}
              {types.data.length === 0 && <Text c="dimmed">{t('common.noData')}</Text>}
            </Stack>
          </Checkbox.Group>
        </ScrollArea.Autosize>
      )}
    </ActionDialog>
  );
}

import { Checkbox, Loader, Modal, ScrollArea, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CompanyShortListItem } from '@trapline/contracts/companies';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { useAssignGlobalTypes } from '@/features/catalogue/api/assign-global-types.ts';
import { useGlobalTypesFor } from '@/features/catalogue/api/get-global-types-for.ts';
import { localName } from '@/features/catalogue/rights.ts';
import { FormActions } from '@/components/form-actions.tsx';
import { FailureAlert } from '@/components/failure-alert.tsx';

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
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (types.data) setChosen(types.data.filter((type) => type.assigned).map((type) => String(type.id)));
  }, [types.data]);

  const save = async () => {
    if (!companyUuid) return;
    setFailure(null);
    try {
      await assignGlobalTypes.mutateAsync({ companyUuid, deviceTypeIds: chosen.map(Number) });
      notifications.show({ color: 'green', message: t('catalogue.types.assigned') });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  // Client companies use their parent's choice: only root companies are offered.
  const roots = companies.filter((c) => c.parentCompanyUuid === null);
  return (
    <Modal opened={opened} onClose={onClose} title={t('catalogue.types.assignGlobal')} centered size="lg">
      <Stack>
        <FailureAlert failure={failure} />
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
        <FormActions
          cancelLabel={t('catalogue.cancel')}
          onCancel={onClose}
          onConfirm={() => void save()}
          disabled={!companyUuid || !types.data}
          busy={assignGlobalTypes.isPending}
          testId="assign-global-save"
        />
      </Stack>
    </Modal>
  );
}

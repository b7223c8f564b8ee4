import { ActionIcon, Badge, Button, Paper, Select, Stack, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { SINGLE_OBSERVATION_TYPES, type DeviceType, type LinkedAction, type LinkedObject, type LinkedObservation } from '@trapline/contracts/catalogue';
import type { UserRole } from '@trapline/contracts/common';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignPart } from '@/features/catalogue/api/assign-part.ts';
import { useParts } from '@/features/catalogue/api/get-parts.ts';
import type { Part, PartKind } from '@/shared/catalogue/api/types.ts';
import { useUnassignPart } from '@/features/catalogue/api/unassign-part.ts';
import { canChange, localName } from '@/features/catalogue/rights.ts';
import { ListTable } from '@/components/list-table.tsx';
import { ListHeader } from '@/components/page-shell.tsx';
import { DeleteDialog } from '@/components/delete-dialog.tsx';
import { ActionDialog } from '@/components/action-dialog.tsx';
import { KindCells, kindColumns } from './part-columns.tsx';

type Linked = LinkedAction | LinkedObject | LinkedObservation;
const isSingle = (type: string) => (SINGLE_OBSERVATION_TYPES as readonly string[]).includes(type);

/**
 * One table of a type's edit page (spec 2, section 2.6): its actions, pests (objects) or
 * observations, with assign and remove. A company admin adds its company's own associations,
 * also to a global type; global associations are removed by the super admin only.
 */
export function TypePartsSection({ type, kind, role, companyId }: { type: DeviceType; kind: PartKind; role: UserRole; companyId: number }) {
  const { t, i18n } = useTranslation();
  const unassignPart = useUnassignPart();
  const rows: Linked[] = type[kind];
  const manager = role === 'ADMIN' || role === 'COMPANY_ADMIN';
  const [open, dialog] = useDisclosure(false);
  const [removing, setRemoving] = useState<Linked | null>(null);

  const remove = async () => {
    if (!removing) return;
    await unassignPart.mutateAsync({ typeId: type.id, kind, assocUuid: removing.link.uuid });
    notifications.show({ color: 'green', message: t('catalogue.parts.unassigned') });
    setRemoving(null);
  };

  return (
    <Paper withBorder radius="lg" p="lg" data-testid={`type-${kind}`}>
      <Stack>
        <ListHeader title={t(`catalogue.tabs.${kind}`)} order={2}>
          {manager && (
            <Button variant="light" onClick={dialog.open} data-testid={`type-${kind}-assign`}>
              {t('catalogue.parts.assign')}
            </Button>
          )}
        </ListHeader>
        <ListTable
          testId={`type-${kind}-table`}
          minWidth={560}
          hover={false}
          columns={[t('catalogue.parts.name'), ...kindColumns(kind, t), t('catalogue.parts.association'), { label: t('common.actions'), hidden: true }]}
          empty={t('common.noData')}
        >
          {rows.map((row) => (
            <Table.Tr key={row.link.uuid}>
              <Table.Td>{localName(row, i18n.language)}</Table.Td>
              <KindCells part={row} kind={kind} />
              <Table.Td>
                <Badge variant="light" color={row.link.type === 'GLOBAL' ? 'blue' : 'grape'}>
                  {t(row.link.type === 'GLOBAL' ? 'catalogue.global' : 'catalogue.custom')}
                </Badge>
              </Table.Td>
              <Table.Td>
                {canChange(role, row.link) && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`${t('catalogue.parts.unassign')} ${localName(row, i18n.language)}`}
                    onClick={() => setRemoving(row)}
                  >
                    ✕
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </Stack>
      {open && <AssignPartDialog type={type} kind={kind} role={role} companyId={companyId} onClose={dialog.close} />}
      <DeleteDialog
        opened={removing !== null}
        title={t('catalogue.parts.unassign')}
        question={t('catalogue.parts.unassignConfirm', { name: removing ? localName(removing, i18n.language) : '' })}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
        cancelLabel={t('catalogue.cancel')}
        confirmLabel={t('catalogue.parts.unassign')}
        confirmTestId="unassign-confirm"
      />
    </Paper>
  );
}

/**
 * Assign dialog: the global parts and those of the type's company. Already assigned parts are
 * disabled, and so are bait-collect and refill observations when the type has one of that kind
 * (spec 2, section 5); the save button waits for a choice.
 */
function AssignPartDialog({
  type,
  kind,
  role,
  companyId,
  onClose,
}: {
  type: DeviceType;
  kind: PartKind;
  role: UserRole;
  companyId: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const parts = useParts(kind, 'ALL');
  const assignPart = useAssignPart();
  const [chosen, setChosen] = useState<string | null>(null);
  const owner = type.parentCompanyId ?? companyId;
  const assigned = new Set((type[kind] as Linked[]).map((row) => row.id));
  const takenKinds = new Set(type.observations.map((o) => o.type).filter(isSingle));
  const offered = (parts.data ?? []).filter((part) => part.parentCompanyId === null || part.parentCompanyId === owner);
  const disabled = (part: Part) => assigned.has(part.id) || ('type' in part && kind === 'observations' && takenKinds.has(part.type));
  const label = (part: Part) =>
    `${localName(part, i18n.language)}${'type' in part && kind === 'observations' ? ` (${t(`catalogue.observationTypes.${part.type}`)})` : ''}`;

  const save = async () => {
    const part = offered.find((p) => String(p.id) === chosen);
    if (!part) return;
    const global = role === 'ADMIN' && type.isGlobal && part.isGlobal;
    await assignPart.mutateAsync({
      typeId: type.id,
      kind,
      partId: part.id,
      link: global ? { type: 'GLOBAL' } : { type: 'CUSTOM', parentCompanyId: type.parentCompanyId ?? part.parentCompanyId ?? companyId },
    });
    notifications.show({ color: 'green', message: t('catalogue.parts.assigned') });
    onClose();
  };

  return (
    <ActionDialog
      title={`${t('catalogue.parts.assign')}: ${t(`catalogue.tabs.${kind}`)}`}
      onClose={onClose}
      cancelLabel={t('catalogue.cancel')}
      confirmLabel={t('catalogue.parts.assign')}
      onConfirm={save}
      ready={chosen !== null}
      confirmTestId="assign-part-save"
      failureTestId="assign-part-error"
    >
      <Select
        label={t(`catalogue.parts.choose.${kind}`)}
        searchable
        data={offered.map((part) => ({ value: String(part.id), label: label(part), disabled: disabled(part) }))}
        value={chosen}
        onChange={setChosen}
        nothingFoundMessage={t('common.noData')}
        data-testid="assign-part-select"
      />
    </ActionDialog>
  );
}

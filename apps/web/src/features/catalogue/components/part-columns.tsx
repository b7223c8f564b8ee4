import { Table } from '@mantine/core';
import type { LinkedAction, LinkedObject, LinkedObservation } from '@trapline/contracts/catalogue';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Part, PartKind } from '@/shared/catalogue/api/types.ts';

/** The headings of what one kind of part has of its own: the flags of actions, the category of objects, the type of observations. */
export function kindColumns(kind: PartKind, t: TFunction) {
  return [
    kind === 'actions' && t('catalogue.parts.shouldClean'),
    kind === 'actions' && t('catalogue.parts.isInspection'),
    kind === 'actions' && t('catalogue.parts.auto'),
    kind === 'objects' && t('catalogue.parts.category'),
    kind === 'observations' && t('catalogue.parts.type'),
  ];
}

/** A part's cells under the headings of `kindColumns`. */
export function KindCells({ part, kind }: { part: Part | LinkedAction | LinkedObject | LinkedObservation; kind: PartKind }) {
  const { t } = useTranslation();
  return (
    <>
      {'shouldClean' in part && <Table.Td>{t(part.shouldClean ? 'common.yes' : 'common.no')}</Table.Td>}
      {'shouldClean' in part && <Table.Td>{t(part.isInspection ? 'common.yes' : 'common.no')}</Table.Td>}
      {'shouldClean' in part && <Table.Td>{t(part.settings.addWhenDeviceAddedToInspection ? 'common.yes' : 'common.no')}</Table.Td>}
      {'category' in part && <Table.Td>{t(`catalogue.categories.${part.category}`)}</Table.Td>}
      {kind === 'observations' && 'type' in part && <Table.Td>{t(`catalogue.observationTypes.${part.type}`)}</Table.Td>}
    </>
  );
}

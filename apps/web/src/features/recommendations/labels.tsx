import { Badge } from '@mantine/core';
import type { RecommendationListItem, RecommendationPriority, RecommendationStatus } from '@trapline/contracts/recommendations';
import { useTranslation } from 'react-i18next';
import { PRIORITY_COLORS, STATUS_COLORS } from '@/features/recommendations/colors.ts';

// A badge keeps its whole word: Mantine's badge would rather cut its label ("OT…") than widen a
// crowded table's column, so its least width is its text's.
const WHOLE = { minWidth: 'max-content' } as const;

export function PriorityBadge({ priority }: { priority: RecommendationPriority }) {
  const { t } = useTranslation();
  return (
    <Badge color={PRIORITY_COLORS[priority]} variant="light" style={WHOLE}>
      {t(`recommendations.priority.${priority}`)}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: RecommendationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={WHOLE} data-testid="status-badge">
      {t(`recommendations.status.${status}`)}
    </Badge>
  );
}

type Person = { name: string; surname: string } | null;
export const personName = (p: Person) => (p ? `${p.name} ${p.surname}`.trim() : '');

/** The owner as shown: the user, else the free text, else the group label of those without one. */
export function useLabels() {
  const { t } = useTranslation();
  return {
    owner: (r: Pick<RecommendationListItem, 'owner' | 'ownerText'>) => personName(r.owner) || r.ownerText || t('recommendations.noOwner'),
    location: (r: Pick<RecommendationListItem, 'area' | 'map' | 'mapText' | 'zone'>) =>
      [r.area, r.zone?.name, r.map?.name ?? r.mapText].filter(Boolean).join(' · ') || t('recommendations.noLocation'),
    deviceType: (r: Pick<RecommendationListItem, 'deviceType'>) => r.deviceType?.name ?? t('recommendations.noDeviceType'),
    device: (r: Pick<RecommendationListItem, 'device'>) =>
      r.device ? (r.device.deleted ? `${r.device.uniqueId} ${t('recommendations.deletedDevice')}` : r.device.uniqueId) : '—',
  };
}

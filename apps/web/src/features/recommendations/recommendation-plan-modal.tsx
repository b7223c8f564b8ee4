import { Modal, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { mapsQuery } from '@/shared/maps/api/get-maps.ts';
import { usePlacedRecommendations } from '@/features/recommendations/api/get-recommendations.ts';
import { STATUS_COLORS } from '@/features/recommendations/colors.ts';
import { PlanImage } from '@/features/recommendations/plan-image.tsx';
import { StatusPie, countByStatus } from '@/features/recommendations/status-pie.tsx';

/** The facility plans with a marker per placed recommendation, coloured by status, and the status pie. */
export function RecommendationPlanModal({ placeId, onClose }: { placeId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const maps = useQuery(mapsQuery(placeId));
  const placed = usePlacedRecommendations(placeId);
  const rows = placed.data?.rows ?? [];
  return (
    <Modal opened onClose={onClose} title={t('recommendations.planButton')} size="xl">
      <Stack>
        <StatusPie counts={countByStatus(rows)} testId="status-pie" />
        {maps.data && maps.data.length === 0 && <Text c="dimmed">{t('recommendations.noPlans')}</Text>}
        {maps.data && maps.data.length > 0 && (
          <Tabs defaultValue={String(maps.data[0]!.id)}>
            <Tabs.List>
              {maps.data.map((m) => (
                <Tabs.Tab key={m.id} value={String(m.id)}>
                  {m.name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {maps.data.map((m) => (
              <Tabs.Panel key={m.id} value={String(m.id)} pt="sm">
                <PlanImage
                  placeId={placeId}
                  mapId={m.id}
                  width={m.width}
                  height={m.height}
                  testId="plan-view"
                  markers={rows
                    .filter((r) => r.mapId === m.id && r.mapX !== null && r.mapY !== null)
                    .map((r) => ({
                      key: r.id,
                      x: r.mapX!,
                      y: r.mapY!,
                      color: STATUS_COLORS[r.status],
                      label: `${r.uniqueId}. ${r.recommendation}`,
                      onClick: () => void navigate({ to: '/app/recommendations/$placeId/details/$id', params: { placeId, id: String(r.id) } }),
                    }))}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Stack>
    </Modal>
  );
}

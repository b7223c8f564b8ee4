import { Box, Loader, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mapImageUrlQuery } from '@/shared/maps/api/get-map-image-url.ts';

export interface PlanMarker {
  key: string | number;
  x: number;
  y: number;
  color: string;
  label: string;
  onClick?: () => void;
}

/**
 * A plan with markers at pixel positions of the image (spec 3, section 2.3: mapX and mapY
 * relative to the image size). With `onPick`, a click chooses a position in those pixels.
 */
export function PlanImage({
  placeId,
  mapId,
  width,
  height,
  markers,
  onPick,
  testId,
}: {
  placeId: string;
  mapId: number;
  width: number;
  height: number;
  markers: PlanMarker[];
  onPick?: (x: number, y: number) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const url = useQuery(mapImageUrlQuery(placeId, mapId));
  if (!url.data) return <Loader size="sm" aria-label={t('app.loading')} />;
  return (
    <Box pos="relative" style={{ display: 'inline-block', maxWidth: '100%', lineHeight: 0 }} data-testid={testId}>
      <img
        src={url.data}
        alt={t('recommendations.plan')}
        style={{ maxWidth: '100%', maxHeight: 480, cursor: onPick ? 'crosshair' : 'default' }}
        onClick={(event) => {
          if (!onPick) return;
          const box = event.currentTarget.getBoundingClientRect();
          onPick(Math.round(((event.clientX - box.left) / box.width) * width), Math.round(((event.clientY - box.top) / box.height) * height));
        }}
      />
      {markers.map((m) => (
        <Tooltip key={m.key} label={m.label}>
          <Box
            component={m.onClick ? 'button' : 'span'}
            type={m.onClick ? 'button' : undefined}
            aria-label={m.label}
            onClick={m.onClick}
            data-testid="plan-marker"
            style={{
              position: 'absolute',
              left: `${(m.x / width) * 100}%`,
              top: `${(m.y / height) * 100}%`,
              width: 16,
              height: 16,
              marginLeft: -8,
              marginTop: -8,
              borderRadius: '50%',
              border: '2px solid white',
              background: `var(--mantine-color-${m.color}-6)`,
              cursor: m.onClick ? 'pointer' : 'default',
              padding: 0,
            }}
          />
        </Tooltip>
      ))}
    </Box>
  );
}

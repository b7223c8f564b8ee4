import 'leaflet/dist/leaflet.css';
import { Box, Center, Loader } from '@mantine/core';
import * as L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAP_LIMITS } from '@trapline/contracts/maps';
import { HeatLayer, type HeatPoint } from './heat-layer.ts';
import { planBounds, toLatLng } from './view-canvas-layer.ts';

export interface HeatSpot extends HeatPoint {
  title: string;
}

/** A plan with a heat layer of pest activity (spec 2, sections 2.12 and 9: radius 100). */
export function HeatMap({ imageUrl, width, height, spots }: { imageUrl: string; width: number; height: number; spots: HeatSpot[] }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HeatLayer | null>(null);
  const spotsRef = useRef(spots);
  spotsRef.current = spots;
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    setLoading(true);
    const bounds = planBounds(width, height);
    const map = L.map(element, {
      crs: L.CRS.Simple,
      minZoom: MAP_LIMITS.minZoom,
      maxZoom: MAP_LIMITS.maxZoom,
      zoomSnap: 0.25,
      attributionControl: false,
      maxBounds: bounds.pad(0.5),
    });
    map.fitBounds(bounds);
    L.imageOverlay(imageUrl, bounds)
      .on('load error', () => setLoading(false))
      .addTo(map);
    const layer = new HeatLayer(MAP_LIMITS.heatmapRadius).addTo(map);
    layer.setPoints(spotsRef.current);
    layerRef.current = layer;
    const tooltip = L.tooltip({ className: 'plan-tooltip', direction: 'top', offset: [0, -6] });
    // The device under the pointer names itself with its pest count.
    map.on('mousemove', (e: L.LeafletMouseEvent) => {
      const spot = spotsRef.current.find((s) => map.latLngToContainerPoint(toLatLng(s.x, s.y)).distanceTo(e.containerPoint) <= 10);
      if (spot) {
        tooltip.setLatLng(toLatLng(spot.x, spot.y)).setContent(spot.title);
        if (!map.hasLayer(tooltip)) map.openTooltip(tooltip);
      } else if (map.hasLayer(tooltip)) {
        map.closeTooltip(tooltip);
      }
    });
    return () => {
      map.remove();
      layerRef.current = null;
    };
  }, [imageUrl, width, height]);

  useEffect(() => {
    layerRef.current?.setPoints(spots);
  }, [spots]);

  return (
    <Box pos="relative">
      <Box
        ref={container}
        h={MAP_LIMITS.height}
        data-testid="heat-map"
        role="application"
        aria-label={t('maps.heatmapLabel')}
        style={{ borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-gray-1)', zIndex: 0 }}
      />
      {loading && (
        <Center pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
    </Box>
  );
}

import 'leaflet/dist/leaflet.css';

import * as L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAP_LIMITS } from '@trapline/contracts/maps';
import { HeatLayer, type HeatPoint } from './heat-layer.ts';
import { PlanFrame } from './plan-frame.tsx';
import { openPlanMap, showPointTooltip } from './plan-leaflet.ts';
import { toLatLng } from './view-canvas-layer.ts';

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
    const { map, bounds } = openPlanMap(element, width, height);
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
      showPointTooltip(map, tooltip, spot);
    });
    return () => {
      map.remove();
      layerRef.current = null;
    };
  }, [imageUrl, width, height]);

  useEffect(() => {
    layerRef.current?.setPoints(spots);
  }, [spots]);

  return <PlanFrame containerRef={container} loading={loading} label={t('maps.heatmapLabel')} testId="heat-map" />;
}

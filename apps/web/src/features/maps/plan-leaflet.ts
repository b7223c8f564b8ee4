import { MAP_LIMITS } from '@trapline/contracts/maps';
import * as L from 'leaflet';
import { planBounds, toLatLng } from './view-canvas-layer.ts';

/**
 * A Leaflet map of a plan in its pixels (CRS.Simple), fitted to the plan and kept within half a
 * plan of it; `options` adds to or overrides those.
 */
export function openPlanMap(element: HTMLElement, width: number, height: number, options: L.MapOptions = {}) {
  const bounds = planBounds(width, height);
  const map = L.map(element, {
    crs: L.CRS.Simple,
    minZoom: MAP_LIMITS.minZoom,
    maxZoom: MAP_LIMITS.maxZoom,
    zoomSnap: 0.25,
    attributionControl: false,
    maxBounds: bounds.pad(0.5),
    ...options,
  });
  map.fitBounds(bounds);
  return { map, bounds };
}

/** Shows the tooltip over the point under the pointer with its title, or hides it when there is none. */
export function showPointTooltip(map: L.Map, tooltip: L.Tooltip, point: { x: number; y: number; title: string } | null | undefined) {
  if (point) {
    tooltip.setLatLng(toLatLng(point.x, point.y)).setContent(point.title);
    if (!map.hasLayer(tooltip)) map.openTooltip(tooltip);
  } else if (map.hasLayer(tooltip)) {
    map.closeTooltip(tooltip);
  }
}

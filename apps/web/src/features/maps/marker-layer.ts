import type L from 'leaflet';
import { markerColors, markerState } from '@trapline/contracts/maps';
import { toLatLng, ViewCanvasLayer } from './view-canvas-layer.ts';

export interface PlanMarker {
  uuid: string;
  uniqueId: string;
  x: number;
  y: number;
  detect: boolean;
  noSignal: boolean;
  deviceType: { id: number; color: string; isRadio: boolean };
}

const RADIUS = 8;
/** Above this many markers in view, unique ids are left out: they would only overlap. */
const MAX_LABELS = 300;

/** Device markers in the status colours of spec 2, section 4, drawn on one canvas. */
export class MarkerLayer extends ViewCanvasLayer {
  private markers: PlanMarker[] = [];
  private selected: string | null = null;

  setMarkers(markers: PlanMarker[], selected: string | null) {
    this.markers = markers;
    this.selected = selected;
    this.redraw();
  }

  /** The marker under a container point, the topmost (last drawn) first. */
  hitTest(map: L.Map, point: L.Point): PlanMarker | null {
    for (let i = this.markers.length - 1; i >= 0; i--) {
      const marker = this.markers[i]!;
      if (map.latLngToContainerPoint(toLatLng(marker.x, marker.y)).distanceTo(point) <= RADIUS + 3) return marker;
    }
    return null;
  }

  protected draw(context: CanvasRenderingContext2D, map: L.Map, size: { width: number; height: number }) {
    const visible: Array<{ marker: PlanMarker; p: L.Point }> = [];
    for (const marker of this.markers) {
      const p = this.toCanvas(map, toLatLng(marker.x, marker.y));
      if (p.x < -RADIUS || p.y < -RADIUS || p.x > size.width + RADIUS || p.y > size.height + RADIUS) continue;
      visible.push({ marker, p });
    }
    context.lineWidth = 2;
    for (const { marker, p } of visible) {
      const colors = markerColors(markerState(marker), marker.deviceType.color);
      context.beginPath();
      if (colors.length === 2) {
        context.fillStyle = colors[0];
        context.arc(p.x, p.y, RADIUS, Math.PI / 2, (3 * Math.PI) / 2);
        context.fill();
        context.beginPath();
        context.fillStyle = colors[1];
        context.arc(p.x, p.y, RADIUS, -Math.PI / 2, Math.PI / 2);
        context.fill();
        context.beginPath();
        context.arc(p.x, p.y, RADIUS, 0, 2 * Math.PI);
      } else {
        context.fillStyle = colors[0];
        context.arc(p.x, p.y, RADIUS, 0, 2 * Math.PI);
        context.fill();
      }
      context.strokeStyle = marker.uuid === this.selected ? '#1864ab' : '#ffffff';
      context.lineWidth = marker.uuid === this.selected ? 4 : 2;
      context.stroke();
    }
    if (visible.length > MAX_LABELS) return;
    context.font = 'bold 11px system-ui, sans-serif';
    context.textAlign = 'center';
    context.textBaseline = 'bottom';
    context.lineWidth = 3;
    context.strokeStyle = 'rgba(255,255,255,0.9)';
    context.fillStyle = '#212529';
    for (const { marker, p } of visible) {
      context.strokeText(marker.uniqueId, p.x, p.y - RADIUS - 2);
      context.fillText(marker.uniqueId, p.x, p.y - RADIUS - 2);
    }
  }
}

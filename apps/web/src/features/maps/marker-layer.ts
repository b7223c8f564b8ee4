import type L from 'leaflet';
import { markerColors, markerShape, markerState } from '@trapline/contracts/maps';
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
      const state = markerState(marker);
      const colors = markerColors(state, marker.deviceType.color);
      // A status is a diamond (a little larger, for the same area), a plain type a circle.
      const outline = markerShape(state) === 'diamond' ? () => diamond(context, p.x, p.y, RADIUS * 1.3) : () => context.arc(p.x, p.y, RADIUS, 0, 2 * Math.PI);
      context.beginPath();
      outline();
      context.fillStyle = colors[0];
      context.fill();
      if (colors.length === 2) {
        // Alert with no signal: the right half red over the yellow.
        context.save();
        context.beginPath();
        context.rect(p.x, p.y - 2 * RADIUS, 2 * RADIUS, 4 * RADIUS);
        context.clip();
        context.beginPath();
        outline();
        context.fillStyle = colors[1];
        context.fill();
        context.restore();
        context.beginPath();
        outline();
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

function diamond(context: CanvasRenderingContext2D, x: number, y: number, r: number) {
  context.moveTo(x, y - r);
  context.lineTo(x + r, y);
  context.lineTo(x, y + r);
  context.lineTo(x - r, y);
  context.closePath();
}

import type L from 'leaflet';
import { toLatLng, ViewCanvasLayer } from './view-canvas-layer.ts';

export interface HeatPoint {
  x: number;
  y: number;
  /** 0 to 1. */
  intensity: number;
}

/** Heat colours by intensity (0-1); below the first stop a spot fades out. The screen's scale shows the same. */
export const GRADIENT: Record<number, string> = { 0.4: 'blue', 0.6: 'cyan', 0.7: 'lime', 0.8: 'yellow', 1: 'red' };
const BLUR = 15;
const MIN_OPACITY = 0.05;

/**
 * A heatmap in the manner of leaflet.heat (simpleheat): each point stamps a disc that fades
 * towards its rim, with its intensity as opacity; the stamps add up and the summed alpha is
 * coloured through the ramp. The radius is in screen pixels (spec 2, section 9: 100).
 */
export class HeatLayer extends ViewCanvasLayer {
  private points: HeatPoint[] = [];
  private stamp: { canvas: HTMLCanvasElement; ratio: number } | null = null;
  private palette: Uint8ClampedArray | null = null;

  constructor(private readonly radius: number) {
    super({ padding: 0 });
  }

  setPoints(points: HeatPoint[]) {
    this.points = points;
    this.redraw();
  }

  /** A disc fading from its centre to its rim, in device pixels (sharp on high-density screens). */
  private makeStamp(ratio: number): HTMLCanvasElement {
    const r = (this.radius + BLUR) * ratio;
    const stamp = document.createElement('canvas');
    stamp.width = stamp.height = Math.ceil(r * 2);
    const context = stamp.getContext('2d')!;
    const gradient = context.createRadialGradient(r, r, 0, r, r, r);
    gradient.addColorStop(0, 'rgba(0,0,0,1)');
    gradient.addColorStop(this.radius / (this.radius + BLUR) / 2, 'rgba(0,0,0,0.6)');
    gradient.addColorStop(1, 'rgba(0,0,0,0)');
    context.fillStyle = gradient;
    context.fillRect(0, 0, stamp.width, stamp.height);
    return stamp;
  }

  private makePalette(): Uint8ClampedArray {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 256;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 0, 256);
    for (const [stop, color] of Object.entries(GRADIENT)) gradient.addColorStop(Number(stop), color);
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1, 256);
    return context.getImageData(0, 0, 1, 256).data;
  }

  protected draw(context: CanvasRenderingContext2D, map: L.Map, size: { width: number; height: number }) {
    if (this.points.length === 0) return;
    // Stamps and colouring work in device pixels; the layer's scaling is undone for this pass.
    const ratio = context.canvas.width / size.width;
    if (this.stamp?.ratio !== ratio) this.stamp = { canvas: this.makeStamp(ratio), ratio };
    this.palette ??= this.makePalette();
    const r = (this.radius + BLUR) * ratio;
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    for (const point of this.points) {
      const p = this.toCanvas(map, toLatLng(point.x, point.y)).multiplyBy(ratio);
      if (p.x < -r || p.y < -r || p.x > context.canvas.width + r || p.y > context.canvas.height + r) continue;
      context.globalAlpha = Math.min(1, Math.max(point.intensity, MIN_OPACITY));
      context.drawImage(this.stamp.canvas, p.x - r, p.y - r);
    }
    context.globalAlpha = 1;
    const image = context.getImageData(0, 0, context.canvas.width, context.canvas.height);
    const pixels = image.data;
    for (let i = 3; i < pixels.length; i += 4) {
      const alpha = pixels[i]!;
      if (!alpha) continue;
      const j = alpha * 4;
      pixels[i - 3] = this.palette[j]!;
      pixels[i - 2] = this.palette[j + 1]!;
      pixels[i - 1] = this.palette[j + 2]!;
    }
    context.putImageData(image, 0, 0);
    context.restore();
  }
}

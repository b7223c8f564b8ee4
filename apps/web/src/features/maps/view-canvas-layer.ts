import L from 'leaflet';

/**
 * Plans use Leaflet's CRS.Simple: one unit is one image pixel at zoom 0. Positions are stored in
 * image pixels with the origin at the top left (y down), so y maps to a negative latitude.
 */
export const toLatLng = (x: number, y: number) => L.latLng(-y, x);
export const toPixel = (latLng: L.LatLng, width: number, height: number) => ({
  x: Math.round(Math.min(Math.max(latLng.lng, 0), width) * 10) / 10,
  y: Math.round(Math.min(Math.max(-latLng.lat, 0), height) * 10) / 10,
});
export const planBounds = (width: number, height: number) => L.latLngBounds([-height, 0], [0, width]);

/**
 * A canvas the size of the view (plus a margin on each side, so a pan shows drawn content
 * before it ends), redrawn after every move and zoom. Whatever is drawn is one bitmap, so 500 or
 * 2,000 markers pan as smoothly as one image; the canvas takes no pointer events (the map
 * does the hit testing).
 */
export abstract class ViewCanvasLayer extends L.Layer {
  protected canvas: HTMLCanvasElement | null = null;
  /** Container point of the canvas's top left corner. */
  protected origin = L.point(0, 0);
  private readonly padding: number;
  private readonly paneName: string;
  private frame: number | null = null;

  constructor(options: { padding?: number; pane?: string } = {}) {
    super();
    this.padding = options.padding ?? 0.5;
    this.paneName = options.pane ?? 'overlayPane';
  }

  override onAdd(map: L.Map): this {
    const canvas = L.DomUtil.create('canvas', 'leaflet-zoom-hide');
    canvas.style.pointerEvents = 'none';
    canvas.style.position = 'absolute';
    map.getPane(this.paneName)!.appendChild(canvas);
    this.canvas = canvas;
    map.on('moveend zoomend resize viewreset', this.schedule, this);
    this.reset();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('moveend zoomend resize viewreset', this.schedule, this);
    if (this.frame !== null) L.Util.cancelAnimFrame(this.frame);
    this.frame = null;
    this.canvas?.remove();
    this.canvas = null;
    return this;
  }

  /** Draws again with the current data. */
  redraw() {
    if (this._map && this.canvas) this.reset();
  }

  /**
   * The end of a zoom fires several of the events drawn on (zoomend, then moveend; a zoom without
   * animation a viewreset too): one draw in the next frame serves them all, instead of one each.
   */
  private schedule() {
    if (this.frame !== null) return;
    this.frame = L.Util.requestAnimFrame(() => {
      this.frame = null;
      this.reset();
    });
  }

  private reset() {
    const map = this._map;
    const canvas = this.canvas;
    if (!map || !canvas) return;
    const size = map.getSize();
    const margin = size.multiplyBy(this.padding).round();
    this.origin = margin.multiplyBy(-1);
    const width = size.x + 2 * margin.x;
    const height = size.y + 2 * margin.y;
    const ratio = window.devicePixelRatio || 1;
    L.DomUtil.setPosition(canvas, map.containerPointToLayerPoint(this.origin));
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    const context = canvas.getContext('2d');
    if (!context) return;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    this.draw(context, map, { width, height });
  }

  /** Canvas coordinates of a plan position. */
  protected toCanvas(map: L.Map, latLng: L.LatLng): L.Point {
    return map.latLngToContainerPoint(latLng).subtract(this.origin);
  }

  protected abstract draw(context: CanvasRenderingContext2D, map: L.Map, size: { width: number; height: number }): void;
}

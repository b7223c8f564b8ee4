import 'leaflet/dist/leaflet.css';

import * as L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MarkerLayer, type PlanMarker } from './marker-layer.ts';
import { PlanFrame } from './plan-frame.tsx';
import { openPlanMap, showPointTooltip } from './plan-leaflet.ts';
import { toLatLng, toPixel } from './view-canvas-layer.ts';

/** The drag-and-drop type of a device dragged from the lists onto the plan. */
export const DEVICE_DRAG_TYPE = 'application/x-trapline-device';

/** What the plan screen may ask of the map: where the middle of the current view is, in plan pixels. */
export interface PlanView {
  centre(): { x: number; y: number };
}

export interface PlanMarkerWithTitle extends PlanMarker {
  /** Shown when the pointer rests on the marker. */
  title: string;
}

interface PlanMapProps {
  imageUrl: string;
  width: number;
  height: number;
  markers: PlanMarkerWithTitle[];
  selectedUuid: string | null;
  /** Changes when the view should move to the selected device. */
  focusKey: number;
  canEdit: boolean;
  /** A device chosen in the list without coordinates: a double click on the plan places it. */
  placingUuid: string | null;
  onPlace: (deviceUuid: string, x: number, y: number) => void;
  onSelect: (deviceUuid: string) => void;
  /** Filled with the view's handle while the map is shown (placing from the keyboard). */
  viewRef?: { current: PlanView | null };
}

/**
 * The interactive plan (spec 2, section 2.12): the JPEG in pixel coordinates (CRS.Simple), the
 * devices on one canvas, hover names, and for editors drop from the lists, double-click
 * placement and dragging markers to move them.
 */
export function PlanMap(props: PlanMapProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<MarkerLayer | null>(null);
  const overlayRef = useRef<L.ImageOverlay | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [loading, setLoading] = useState(true);
  const { width, height, canEdit } = props;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    setLoading(true);
    // A double click places a device for editors; it zooms for everyone else.
    const { map, bounds } = openPlanMap(element, width, height, { doubleClickZoom: !canEdit });
    const overlay = L.imageOverlay(latest.current.imageUrl, bounds).addTo(map);
    overlay.on('load error', () => setLoading(false));
    overlayRef.current = overlay;
    const layer = new MarkerLayer().addTo(map);
    const tooltip = L.tooltip({ className: 'plan-tooltip', direction: 'top', offset: [0, -10], opacity: 0.95 });
    mapRef.current = map;
    layerRef.current = layer;
    const view = latest.current.viewRef;
    if (view) {
      view.current = { centre: () => toPixel(map.getCenter(), width, height) };
    }
    layer.setMarkers(latest.current.markers, latest.current.selectedUuid);

    let drag: { marker: PlanMarkerWithTitle; start: L.Point; moved: boolean } | null = null;
    const markerAt = (point: L.Point) => layer.hitTest(map, point) as PlanMarkerWithTitle | null;

    map.on('mousemove', (e: L.LeafletMouseEvent) => {
      if (drag) {
        drag.moved ||= drag.start.distanceTo(e.containerPoint) > 3;
        if (drag.moved) {
          const position = toPixel(e.latlng, width, height);
          const dragged = drag.marker.uuid;
          layer.setMarkers(
            latest.current.markers.map((m) => (m.uuid === dragged ? { ...m, ...position } : m)),
            dragged,
          );
        }
        return;
      }
      const marker = markerAt(e.containerPoint);
      element.style.cursor = marker ? (latest.current.canEdit ? 'move' : 'pointer') : '';
      showPointTooltip(map, tooltip, marker);
    });
    map.on('mousedown', (e: L.LeafletMouseEvent) => {
      const marker = markerAt(e.containerPoint);
      if (!marker) return;
      if (latest.current.canEdit) {
        drag = { marker, start: e.containerPoint, moved: false };
        map.dragging.disable();
        map.closeTooltip(tooltip);
      } else {
        latest.current.onSelect(marker.uuid);
      }
    });
    const endDrag = (e: L.LeafletMouseEvent | null) => {
      if (!drag) return;
      const { marker, moved } = drag;
      drag = null;
      map.dragging.enable();
      if (moved && e) {
        const position = toPixel(e.latlng, width, height);
        latest.current.onPlace(marker.uuid, position.x, position.y);
      } else {
        layer.setMarkers(latest.current.markers, latest.current.selectedUuid);
        latest.current.onSelect(marker.uuid);
      }
    };
    map.on('mouseup', (e: L.LeafletMouseEvent) => endDrag(e));
    const cancelDrag = () => endDrag(null);
    document.addEventListener('mouseup', cancelDrag);
    map.on('dblclick', (e: L.LeafletMouseEvent) => {
      const { canEdit: editable, placingUuid, onPlace } = latest.current;
      if (!editable || !placingUuid) return;
      const position = toPixel(e.latlng, width, height);
      onPlace(placingUuid, position.x, position.y);
    });

    const onDragOver = (event: DragEvent) => {
      if (!latest.current.canEdit || !event.dataTransfer?.types.includes(DEVICE_DRAG_TYPE)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    };
    const onDrop = (event: DragEvent) => {
      const uuid = event.dataTransfer?.getData(DEVICE_DRAG_TYPE);
      if (!latest.current.canEdit || !uuid) return;
      event.preventDefault();
      const position = toPixel(map.mouseEventToLatLng(event), width, height);
      latest.current.onPlace(uuid, position.x, position.y);
    };
    element.addEventListener('dragover', onDragOver);
    element.addEventListener('drop', onDrop);

    return () => {
      document.removeEventListener('mouseup', cancelDrag);
      element.removeEventListener('dragover', onDragOver);
      element.removeEventListener('drop', onDrop);
      if (view) view.current = null;
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
      overlayRef.current = null;
    };
  }, [width, height, canEdit]);

  // A renewed signed URL shows the same image: the view stays where it is.
  useEffect(() => {
    const overlay = overlayRef.current;
    if (overlay && overlay.getElement()?.getAttribute('src') !== props.imageUrl) overlay.setUrl(props.imageUrl);
  }, [props.imageUrl]);

  useEffect(() => {
    layerRef.current?.setMarkers(props.markers, props.selectedUuid);
  }, [props.markers, props.selectedUuid]);

  useEffect(() => {
    const marker = props.markers.find((m) => m.uuid === props.selectedUuid);
    if (props.focusKey && marker) mapRef.current?.panTo(toLatLng(marker.x, marker.y));
    // Only an explicit request moves the view, not every change of the markers.
  }, [props.focusKey]);

  return <PlanFrame containerRef={container} loading={loading} label={t('maps.planLabel')} testId="plan-map" />;
}

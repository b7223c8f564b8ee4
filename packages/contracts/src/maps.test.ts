import { describe, expect, it } from 'vitest';
import {
  DEVICE_TYPE_SWATCHES,
  looksLikeStatusColor,
  markerColors,
  markerShape,
  markerState,
  ZCreateMapFields,
  ZHeatmapQuery,
  ZSetOnMapRequest,
} from './maps.ts';

describe('plan markers', () => {
  const device = (detect: boolean, noSignal: boolean, isRadio: boolean) => ({ detect, noSignal, deviceType: { isRadio } });

  it('colours a device by its status, and by its type when it has no radio (spec 2, section 4)', () => {
    expect(markerState(device(true, false, false))).toBe('alert');
    expect(markerState(device(true, true, true))).toBe('alert_no_signal');
    expect(markerState(device(false, true, true))).toBe('no_signal');
    expect(markerState(device(false, false, true))).toBe('online');
    expect(markerState(device(false, false, false))).toBe('type');
    expect(markerColors('alert_no_signal', '#123456')).toEqual(['#fab005', '#e03131']);
    expect(markerColors('online', '#123456')).toEqual(['#2f9e44']);
    expect(markerColors('type', '#123456')).toEqual(['#123456']);
    expect(markerColors('type', 'url(javascript:1)')).toEqual(['#868e96']);
  });

  it('tells a status from a device type by its shape, and offers type colours unlike any status', () => {
    expect(markerShape('type')).toBe('circle');
    for (const state of ['alert', 'no_signal', 'alert_no_signal', 'online'] as const) expect(markerShape(state)).toBe('diamond');
    for (const swatch of DEVICE_TYPE_SWATCHES) expect(looksLikeStatusColor(swatch)).toBe(false);
    expect(looksLikeStatusColor('#e03131')).toBe(true);
    expect(looksLikeStatusColor('#f03e3e')).toBe(true);
    expect(looksLikeStatusColor('#2b8a3e')).toBe(true);
    expect(looksLikeStatusColor('#fcc419')).toBe(true);
    expect(looksLikeStatusColor('#1971c2')).toBe(false);
    expect(looksLikeStatusColor('not a colour')).toBe(false);
  });
});

describe('plan requests', () => {
  it('needs a name for an upload and reads the category from a form field', () => {
    expect(ZCreateMapFields.safeParse({ name: ' ' }).success).toBe(false);
    expect(ZCreateMapFields.parse({ name: ' Hala ', fileCategoryId: '7', note: '' })).toEqual({ name: 'Hala', fileCategoryId: 7, note: null });
    expect(ZCreateMapFields.parse({ name: 'Hala', fileCategoryId: '' }).fileCategoryId).toBeNull();
  });

  it('places devices at non-negative coordinates and checks the heatmap period', () => {
    expect(ZSetOnMapRequest.safeParse({ mapId: 1, mapX: -0.5, mapY: 2 }).success).toBe(false);
    expect(ZSetOnMapRequest.safeParse({ mapId: 1, mapX: 0, mapY: 2.5 }).success).toBe(true);
    expect(ZHeatmapQuery.safeParse({ from: '2026-02-01', to: '2026-01-01' }).success).toBe(false);
    expect(ZHeatmapQuery.safeParse({ from: '2026-01-01', to: '2026-01-01' }).success).toBe(true);
    expect(ZHeatmapQuery.safeParse({ from: '2026-13-01' }).success).toBe(false);
  });
});

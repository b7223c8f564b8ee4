import { describe, expect, it } from 'vitest';
import { defaultPeriod } from './heatmap-screen.tsx';
import { planBounds, toLatLng, toPixel } from './view-canvas-layer.ts';

describe('plan coordinates', () => {
  it('maps image pixels (origin top left) to the plan and back, kept inside the image', () => {
    expect(toLatLng(120, 40)).toMatchObject({ lat: -40, lng: 120 });
    expect(toPixel(toLatLng(120.04, 39.96), 800, 600)).toEqual({ x: 120, y: 40 });
    // A drop beyond an edge lands on the edge: the API refuses points outside the image.
    expect(toPixel(toLatLng(-5, 700), 800, 600)).toEqual({ x: 0, y: 600 });
    const bounds = planBounds(800, 600);
    expect([bounds.getSouth(), bounds.getWest(), bounds.getNorth(), bounds.getEast()]).toEqual([-600, 0, 0, 800]);
  });

  it('starts the heatmap at the last 90 days', () => {
    expect(defaultPeriod(new Date(2026, 2, 31, 12))).toEqual({ from: '2025-12-31', to: '2026-03-31' });
  });
});

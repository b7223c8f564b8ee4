// Benchmark (not a test): the facility plan screen with 500 devices on one plan, in a real
// browser against the real stack. Prints how long until the plan shows its markers and the frame
// times while the plan is dragged around and zoomed. Run with
// `pnpm --filter @trapline/e2e exec playwright test -c playwright.bench.config.ts bench/plan-screen.bench.ts`.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../tests/fixtures.ts';
import { call, placeWithDevices } from './bench-api.ts';

const MARKERS = 500;

/** Frame times (ms) in the page while `action` runs. */
async function frameTimes(page: Page, action: () => Promise<void>) {
  await page.evaluate(() => {
    const w = window as unknown as { frames_: number[]; stop_: boolean };
    w.frames_ = [];
    w.stop_ = false;
    let last = performance.now();
    const loop = (now: number) => {
      w.frames_.push(now - last);
      last = now;
      if (!w.stop_) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
  await action();
  const frames = await page.evaluate(() => {
    const w = window as unknown as { frames_: number[]; stop_: boolean };
    w.stop_ = true;
    return w.frames_.slice(1);
  });
  frames.sort((a, b) => a - b);
  const pct = (p: number) => frames[Math.min(frames.length - 1, Math.floor((p / 100) * frames.length))]!;
  return { count: frames.length, p50: pct(50), p95: pct(95), max: frames.at(-1)! };
}

test('plan screen with 500 devices on one plan', async ({ page }) => {
  test.setTimeout(600_000);
  const { manager, place } = await placeWithDevices('Plan benchmark', { A: 300, B: MARKERS - 300 });

  await signIn(page, DEMO.manager.email);
  // A 4,000 x 3,000 plan drawn in the browser.
  const jpeg = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#f8f9fa';
    g.fillRect(0, 0, 4000, 3000);
    g.strokeStyle = '#343a40';
    g.lineWidth = 12;
    for (let i = 0; i < 40; i++) g.strokeRect(100 + (i % 8) * 470, 100 + Math.floor(i / 8) * 560, 420, 500);
    return canvas.toDataURL('image/jpeg', 0.85).split(',')[1]!;
  });
  const form = new FormData();
  form.set('name', 'Hala');
  form.set('file', new Blob([Buffer.from(jpeg, 'base64')], { type: 'image/jpeg' }), 'plan.jpg');
  const map = await call<{ id: number }>(manager, 'POST', `/places/${place.uuid}/maps`, form);
  const devices = (await call<{ rows: { uuid: string }[] }>(manager, 'GET', `/places/${place.uuid}/devices`)).rows;
  for (const [i, device] of devices.entries()) {
    await call(manager, 'POST', `/places/${place.uuid}/devices/${device.uuid}/set-on-map`, {
      mapId: map.id,
      mapX: 60 + ((i * 7919) % 3880),
      mapY: 60 + ((i * 104729) % 2880),
    });
  }

  const opened: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = Date.now();
    await page.goto(`/app/places/edit/${place.uuid}/map`);
    await expect(page.getByTestId('tab-placed')).toContainText(String(MARKERS));
    await page.getByTestId('plan-map').locator('img.leaflet-image-layer').waitFor();
    opened.push(Date.now() - started);
  }
  const box = (await page.getByTestId('plan-map').boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  // Zoomed in two steps, so the plan is larger than the view and a drag pans it.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.waitForTimeout(500);
  const pan = await frameTimes(page, async () => {
    for (let i = 0; i < 4; i++) {
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      await page.mouse.move(cx + (i % 2 ? 300 : -300), cy + (i % 2 ? -200 : 200), { steps: 60 });
      await page.mouse.up();
    }
  });
  const zoom = await frameTimes(page, async () => {
    for (let i = 0; i < 6; i++) {
      await page.mouse.move(cx, cy);
      await page.mouse.wheel(0, i < 3 ? -300 : 300);
      await page.waitForTimeout(350);
    }
  });
  opened.sort((a, b) => a - b);
  console.log(`plan screen, ${MARKERS} devices on a 4,000 x 3,000 plan (budget: pans smoothly, frames well under 50 ms):
  page load (sign-in kept) to the plan with its markers: median ${opened[1]} ms, worst ${opened[2]} ms
  dragging the plan: ${pan.count} frames, frame time p50 ${pan.p50.toFixed(1)} ms, p95 ${pan.p95.toFixed(1)} ms, max ${pan.max.toFixed(1)} ms
  zooming with the wheel: ${zoom.count} frames, frame time p50 ${zoom.p50.toFixed(1)} ms, p95 ${zoom.p95.toFixed(1)} ms, max ${zoom.max.toFixed(1)} ms`);
});

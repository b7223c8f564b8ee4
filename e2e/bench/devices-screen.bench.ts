// Benchmark (not a test): the devices screen of a place with 2,000 devices, in a real browser
// against the real stack. Prints how long until the table is interactive and how smoothly it
// scrolls. Run with `pnpm --filter @trapline/e2e bench:screens`.
import { test } from '@playwright/test';
import { DEMO, signIn } from '../tests/fixtures.ts';
import { placeWithDevices } from './bench-api.ts';

test('devices screen with 2,000 devices', async ({ page }) => {
  test.setTimeout(300_000);
  // 2,000 devices: 300 each of A to F, 200 of G.
  const { place } = await placeWithDevices('Benchmark', { A: 300, B: 300, C: 300, D: 300, E: 300, F: 300, G: 200 });

  await signIn(page, DEMO.manager.email);
  const timings: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = Date.now();
    await page.goto(`/app/places/edit/${place.uuid}/devices`);
    await page.getByRole('checkbox', { name: 'Zaznacz A1', exact: true }).click();
    timings.push(Date.now() - started);
  }
  const rendered = await page.getByTestId('devices-table').locator('tbody tr').count();
  const scroll = await page.evaluate(async () => {
    const box = document.querySelector('[data-virtual]') as HTMLElement;
    const frames: number[] = [];
    let last = performance.now();
    for (let i = 0; i < 60; i++) {
      box.scrollTop += 500;
      await new Promise((r) => requestAnimationFrame(r));
      const now = performance.now();
      frames.push(now - last);
      last = now;
    }
    frames.sort((a, b) => a - b);
    return { p50: frames[30]!, p95: frames[57]!, max: frames[59]! };
  });
  // In the app: from the place's details to its devices through the place menu.
  const inApp: number[] = [];
  for (let run = 0; run < 5; run++) {
    await page.goto(`/app/places/edit/${place.uuid}`);
    await page.getByTestId('place-title').waitFor();
    const started = Date.now();
    await page.getByRole('navigation', { name: 'Menu placówki' }).getByRole('link', { name: 'Urządzenia' }).click();
    await page.getByRole('checkbox', { name: 'Zaznacz A1', exact: true }).click();
    inApp.push(Date.now() - started);
  }
  inApp.sort((a, b) => a - b);
  timings.sort((a, b) => a - b);
  console.log(`devices screen, 2,000 devices (budget: interactive within 1,000 ms):
  from the place menu to the first row clickable: median ${inApp[2]} ms, worst ${inApp[4]} ms
  full page load (sign-in kept) to the first row clickable: median ${timings[2]} ms, worst ${timings[4]} ms
  ${rendered} table rows in the DOM; scrolling 500 px per frame: frame time p50 ${scroll.p50.toFixed(1)} ms, p95 ${scroll.p95.toFixed(1)} ms`);
});

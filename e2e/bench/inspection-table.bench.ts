// Benchmark (not a test): the device table of an inspection of 1,000 devices with 5,000 records,
// in a real browser against the real stack. Prints how long until the table is usable (its first
// row's menu opens), how long a filter by unique id and a change of page take. Budget: usable
// within 1 s. Run with `pnpm --filter @trapline/e2e bench:screens -g "inspection"`.
import { test } from '@playwright/test';
import { DEMO, signIn } from '../tests/fixtures.ts';
import { call, placeWithDevices } from './bench-api.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test('inspection device table with 1,000 devices and 5,000 records', async ({ page }) => {
  test.setTimeout(600_000);
  const { manager, place, deviceTypeId } = await placeWithDevices('Benchmark', { A: 250, B: 250, C: 250, D: 250 });
  const inspection = await call<{ uuid: string }>(manager, 'POST', `/api/places/${place.uuid}/inspections`, { name: 'Benchmark' });
  const actions = await call<Array<{ id: number }>>(manager, 'GET', `/api/v3/device-types/${deviceTypeId}/actions?placeId=${place.uuid}`);
  // Five actions on every device: 5,000 records.
  for (let i = 0; i < 5; i++) {
    await call(manager, 'POST', `/api/places/${place.uuid}/inspections/${inspection.uuid}/device-types/${deviceTypeId}/actions`, {
      deviceTypeActionId: actions[0]!.id,
      amount: i + 1,
    });
  }

  await signIn(page, DEMO.manager.email);
  const address = `/app/places/edit/${place.uuid}/inspections/${inspection.uuid}`;
  const open: number[] = [];
  const filter: number[] = [];
  const nextPage: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = Date.now();
    await page.goto(address);
    await page.getByTestId('device-menu-A1').click();
    open.push(Date.now() - started);
    await page.keyboard.press('Escape');

    const filtering = Date.now();
    await page.getByTestId('inspection-filter-id').fill('C17');
    await page.getByTestId('device-menu-C17').waitFor();
    await page.getByTestId('device-menu-A1').waitFor({ state: 'detached' });
    filter.push(Date.now() - filtering);
    await page.getByTestId('inspection-filter-id').fill('');
    await page.getByTestId('device-menu-A1').waitFor();

    const paging = Date.now();
    await page
      .getByRole('button', { name: /^2$|strona 2/i })
      .first()
      .click();
    await page.getByTestId('device-menu-A1').waitFor({ state: 'detached' });
    nextPage.push(Date.now() - paging);
  }
  console.log(`inspection device table, 1,000 devices, 5,000 records (budget: usable within 1,000 ms):
  full page load (sign-in kept) to the first row's menu open: median ${median(open)} ms, worst ${Math.max(...open)} ms
  filter by unique id: median ${median(filter)} ms, worst ${Math.max(...filter)} ms
  next page of the table: median ${median(nextPage)} ms, worst ${Math.max(...nextPage)} ms`);
});

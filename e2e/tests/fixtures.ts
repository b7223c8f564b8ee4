import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { API_URL, DATA_DIR } from '../playwright.config.ts';

export const PASSWORD = 'Demo!2345';
export const DEMO = {
  admin: { email: 'admin@trapline.demo', type: 'Super administrator' },
  manager: { email: 'manager@trapline.demo', type: 'Administrator firmy' },
  controller: { email: 'controller@trapline.demo', type: 'Kontroler' },
  technician: { email: 'technician@trapline.demo', type: 'Technik' },
  client: { email: 'client@trapline.demo', type: 'Użytkownik placówki' },
} as const;

/**
 * Types a day (ISO, or DD/MM/YYYY as a user types it) into a day field and leaves it with Tab, as
 * a user moving on does: the field's calendar, open while it has the focus, would cover what is
 * below it.
 */
export async function fillDay(field: Locator, day: string) {
  await field.fill(day);
  await field.press('Tab');
}

/**
 * Makes the API answer GET `pathname` with a server fault (500, the message "Serwer chwilowo nie
 * odpowiada.") until `heal()` is called: for the screens' error states and their retry.
 */
export async function failApiGets(page: Page, pathname: string) {
  const web = new URL(page.url()).origin;
  let failing = true;
  await page.route(
    (url) => url.pathname === pathname && url.origin !== web,
    (route) =>
      failing && route.request().method() === 'GET'
        ? route.fulfill({
            status: 500,
            headers: { 'access-control-allow-origin': web },
            json: { code: 'common/internal', message: 'Serwer chwilowo nie odpowiada.' },
          })
        : route.continue(),
  );
  return { heal: () => (failing = false) };
}

/**
 * Signs in through the API, as the panel's own sign-in does, and opens `at` (the dashboard unless
 * told): the refresh cookie lands in the page's browser context, and the flag the panel keeps in
 * its storage says a session may be resumed, so the panel's first load fetches its access token
 * through the refresh call. For every test that is not about the sign-in form itself (that one
 * signs in with `signInWithForm`): it skips the sign-in page and the dashboard a test would leave.
 */
export async function signIn(page: Page, email: string, { password = PASSWORD, at = '/app/dashboard' } = {}) {
  const login = await page.request.post(`${API_URL}/auth/login`, { headers: { 'x-refresh-cookie': '1' }, data: { email, password } });
  expect(login.status(), `sign-in of ${email}: ${await login.text()}`).toBe(200);
  // Any small file of the panel's origin gives a document whose storage is the panel's.
  await page.goto('/config.js');
  await page.evaluate(() => localStorage.setItem('trapline.signedIn', '1'));
  await page.goto(at);
  // Signed in once the shell shows the account's menu (a refused session would go to /auth/login).
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** Signs in through the sign-in form and lands on the dashboard, as a user does. */
export async function signInWithForm(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

/** The newest e-mail sent to an address (the workers write .eml files without SMTP). */
export async function latestMailTo(address: string, after: number) {
  const dir = join(DATA_DIR, 'mail');
  // The workers send mail from the job queue: on a busy machine that can take a while.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(`${address}.eml`)).sort();
    const newest = files.at(-1);
    if (newest) {
      const mail = await simpleParser(await readFile(join(dir, newest)));
      if ((mail.date?.getTime() ?? 0) >= after - 1000) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail to ${address} within 60 s`);
}

/** A fresh technician of the company `managerEmail` administers, made through the API (invited by e-mail), for a test to change freely. */
export async function seedTechnician(request: APIRequestContext, managerEmail: string) {
  const login = await request.post(`${API_URL}/auth/login`, { data: { email: managerEmail, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const email = `tech-${Date.now().toString(36)}@example.test`;
  const created = await request.post(`${API_URL}/users`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Iga', surname: 'Sowa', email, type: 'USER', status: 'ACTIVE' },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { uuid: string; email: string };
}

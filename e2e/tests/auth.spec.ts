import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { API_URL } from '../playwright.config.ts';
import { DEMO, PASSWORD, latestMailTo, signIn, signInWithForm } from './fixtures.ts';

async function expectNoSeriousA11yIssues(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the login page is in Polish, accessible, and captured', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page).toHaveTitle('Zaloguj się | Trapline');
  await expect(page.getByRole('heading', { name: 'Zaloguj się' })).toBeVisible();
  await page.screenshot({ path: 'artifacts/login.png', fullPage: true });
  await expectNoSeriousA11yIssues(page);
});

test('unknown paths and the root go to the app, and the app to sign-in when signed out', async ({ page }) => {
  await page.goto('/somewhere/else');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

for (const [role, user] of Object.entries(DEMO)) {
  test(`signs in as ${role} and sees the shell with the user's type`, async ({ page }) => {
    await signInWithForm(page, user.email);
    await expect(page.getByTestId('user-type')).toHaveText(user.type);
    await expect(page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Pulpit' })).toBeVisible();
    await expect(page.getByTestId('company-name')).not.toBeEmpty();
    await expect(page.getByTestId('tile-places')).toBeVisible();
    if (role === 'manager') await expect(page.getByTestId('tile-clients')).toContainText('3');
    else await expect(page.getByTestId('tile-clients')).toHaveCount(0);
  });
}

test('a wrong password shows the wrong-credentials message', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(DEMO.controller.email);
  await page.getByLabel('Hasło', { exact: true }).fill('Wrong!2345');
  await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Nieprawidłowe dane logowania.');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('empty fields show the spec messages', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
  await expect(page.getByText('Podaj adres e-mail')).toBeVisible();
  await expect(page.getByText('Podaj hasło')).toBeVisible();
});

test('shell and account pages are accessible and captured; a signed-in user is sent away from /auth', async ({ page }) => {
  await signIn(page, DEMO.manager.email);
  await expect(page.getByTestId('dev-banner')).toBeVisible();
  await page.screenshot({ path: 'artifacts/shell.png', fullPage: true });
  await expectNoSeriousA11yIssues(page);
  await page.goto('/app/account');
  await expect(page).toHaveTitle('Informacje o koncie | Trapline');
  await expectNoSeriousA11yIssues(page);
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('forgot password: the e-mail link sets a new password and signs in; the link then is expired', async ({ page }) => {
  const started = Date.now();
  await page.goto('/auth/forgot-password');
  await page.getByLabel('E-mail').fill(DEMO.client.email);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByTestId('reset-sent')).toBeVisible();
  const mail = await latestMailTo(DEMO.client.email, started);
  const link = mail.text?.match(/https?:\/\/\S+token=[\w-]+/)?.[0];
  expect(link).toBeDefined();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('Nowe hasło').fill('Fresh#Pass1');
  await page.getByLabel('Powtórz hasło').fill('Fresh#Pass2');
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page.getByText('Hasła nie są zgodne')).toBeVisible();
  await page.getByLabel('Powtórz hasło').fill('Fresh#Pass1');
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByTestId('user-type')).toHaveText(DEMO.client.type);

  // Change it back through the account area (and test that screen on the way).
  await page.goto('/app/account/change-password');
  await page.getByLabel('Obecne hasło').fill('Wrong#Pass9');
  await page.getByLabel('Nowe hasło').fill(PASSWORD);
  await page.getByLabel('Powtórz hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page.getByTestId('change-password-error')).toHaveText('Nieprawidłowe dane logowania.');
  await page.getByLabel('Obecne hasło').fill('Fresh#Pass1');
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page.getByText('Hasło zmienione')).toBeVisible();
  await expect(page).toHaveURL(/change-password/);

  await page.context().clearCookies();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByTestId('reset-expired')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wróć do logowania' })).toBeVisible();
});

test('a reset link with a bad token shows the expired state', async ({ page }) => {
  await page.goto('/auth/reset-password?token=not-a-real-token');
  await expect(page.getByTestId('reset-expired')).toBeVisible();
  await expect(page.getByText('Link wygasł')).toBeVisible();
});

test('the language choice persists across reload and a new sign-in', async ({ page }) => {
  await signIn(page, DEMO.controller.email);
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  // Storage cleared: the sign-in page is Polish again, the account remembers English.
  await page.getByLabel('E-mail').fill(DEMO.controller.email);
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
  // The account remembers English even with the browser's storage cleared.
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-pl').click();
  await expect(page.getByRole('heading', { name: 'Pulpit' })).toBeVisible();
});

test('a 401 from the API that a refresh cannot fix signs out', async ({ page }) => {
  await signIn(page, DEMO.technician.email);
  // The refresh cookie is gone (expired, or revoked elsewhere) and the access token is refused.
  await page.context().clearCookies();
  const web = new URL(page.url()).origin;
  await page.route(
    (url) => url.pathname === '/places' && url.origin !== web,
    (route) => route.fulfill({ status: 401, headers: { 'access-control-allow-origin': web }, json: { code: 'auth/invalid_token', message: 'expired' } }),
  );
  // A click without the hover before it: hovering preloads the places screen, whose refused call
  // signs out while the click is still under way, and the click then waits for a link that is gone.
  await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Placówki' }).dispatchEvent('click');
  await expect(page).toHaveURL(/\/auth\/login$/);
  // Nothing to resume after a reload either.
  await page.reload();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the shell works on a 390 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.manager.email);
  const nav = page.getByRole('navigation', { name: 'Nawigacja główna' });
  await expect(nav).not.toBeInViewport();
  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  await expect(nav.getByRole('link', { name: 'Pulpit' })).toBeInViewport();
  await page.screenshot({ path: 'artifacts/shell-phone.png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
});

test('the account language lists languages by their own names and speaks the new one at once', async ({ page, request }) => {
  await signIn(page, DEMO.technician.email);
  try {
    await page.goto('/app/account');
    await page.getByTestId('account-language').click();
    for (const name of ['Polski', 'English', 'Deutsch', 'Italiano', 'Русский']) await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
    await page.getByRole('option', { name: 'Deutsch', exact: true }).click();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page.getByText('Profil gespeichert')).toBeVisible();
    await expect(page).toHaveTitle('Kontoinformationen | Trapline');
  } finally {
    // Other tests meet this user in Polish.
    const login = await request.post(`${API_URL}/auth/login`, { data: { email: DEMO.technician.email, password: PASSWORD } });
    const { token } = (await login.json()) as { token: string };
    const reset = await request.patch(`${API_URL}/api/account/me`, {
      headers: { authorization: `Bearer ${token}` },
      data: { language: 'PL', timezone: 'Europe/Warsaw' },
    });
    expect(reset.status()).toBe(200);
  }
});

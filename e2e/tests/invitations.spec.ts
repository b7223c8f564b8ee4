import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { latestMailTo, seedTechnician, signIn } from './fixtures.ts';
import { expect, test } from './tenant.ts';

async function expectNoSeriousA11yIssues(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The set-password link of an invitation e-mail, as a path for the page's base URL. */
async function invitationLink(email: string, after: number) {
  const mail = await latestMailTo(email, after);
  const link = mail.text?.match(/https?:\/\/\S+reset-password\?token=[\w-]+&lang=\w+/)?.[0];
  expect(link).toBeDefined();
  return { subject: mail.subject, path: new URL(link!).pathname + new URL(link!).search };
}

test('a company admin creates a user, who gets an invitation, sets a password through it and is signed in', async ({ page, browser, tenant }) => {
  const email = `nowa.${Date.now().toString(36)}@example.test`;
  await signIn(page, tenant.manager.email, { at: '/app/users/create' });
  await page.getByTestId('user-name').fill('Nina');
  await page.getByTestId('user-surname').fill('Wróbel');
  await page.getByTestId('user-email').fill(email);
  await expect(page.getByTestId('user-language')).toHaveValue('Polski');
  const started = Date.now();
  await page.getByTestId('user-save').click();

  // The list (spec), with the new user highlighted and marked as invited.
  await expect(page).toHaveURL(/\/app\/users\?.*highlight=/);
  await expect(page.getByText(`Użytkownik został dodany. Zaproszenie wysłano na adres ${email}.`)).toBeVisible();
  const highlighted = page.getByTestId('users-table').locator('tr[data-highlighted]');
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted).toContainText('Nina Wróbel');
  await expect(highlighted.getByTestId('invitation-badge')).toHaveText('Zaproszenie wysłane');
  await expectNoSeriousA11yIssues(page);

  const { subject, path } = await invitationLink(email, started);
  expect(subject).toBe('Trapline: zaproszenie do konta');

  // The invitee, in a browser of their own.
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(path);
  await expect(invitee.getByRole('heading', { name: 'Ustaw swoje hasło' })).toBeVisible();
  await expect(invitee.getByText(email)).toBeVisible();
  await expectNoSeriousA11yIssues(invitee);
  await invitee.getByLabel('Nowe hasło').fill('First#Pass1');
  await invitee.getByLabel('Powtórz hasło').fill('First#Pass1');
  await invitee.getByRole('button', { name: 'Ustaw hasło i zaloguj się' }).click();
  await expect(invitee).toHaveURL(/\/app\/dashboard$/);
  await expect(invitee.getByTestId('user-type')).toHaveText('Technik');

  await context.close();

  // The link worked once.
  const other = await browser.newContext();
  const again = await other.newPage();
  await again.goto(path);
  await expect(again.getByTestId('invitation-invalid')).toBeVisible();
  await expect(again.getByRole('heading', { name: 'Link nie jest już aktywny' })).toBeVisible();
  await other.close();

  // The admin no longer sees an invitation waiting.
  await page.goto(`/app/users?search=${encodeURIComponent(email)}`);
  await expect(page.getByTestId('users-table')).toContainText('Nina Wróbel');
  await expect(page.getByTestId('invitation-badge')).toHaveCount(0);
});

test("the admin resends an invitation: the old link stops working, the new one opens in the user's language", async ({ page, browser, request, tenant }) => {
  const user = await seedTechnician(request, tenant.manager.email);
  const first = await invitationLink(user.email, 0);
  await signIn(page, tenant.manager.email, { at: `/app/users/edit/${user.uuid}` });
  const panel = page.getByTestId('invitation-panel');
  await expect(panel).toContainText('Zaproszenie wysłane');
  const started = Date.now();
  await panel.getByTestId('invitation-resend').click();
  await expect(page.getByText(`Wysłano nowe zaproszenie na adres ${user.email}. Poprzedni link przestał działać.`)).toBeVisible();
  const second = await invitationLink(user.email, started);
  expect(second.path).not.toBe(first.path);

  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(first.path);
  await expect(invitee.getByRole('heading', { name: 'Link nie jest już aktywny' })).toBeVisible();
  // The link names its language: an English one opens the screen in English.
  await invitee.goto(second.path.replace(/lang=\w+/, 'lang=en'));
  await expect(invitee.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await context.close();
});

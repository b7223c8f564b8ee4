import { latestMailTo, seedTechnician, signIn } from './fixtures.ts';
import { expect, test } from './tenant.ts';

test("a changed e-mail waits for the new address's link, which confirms once", async ({ page, request, tenant }) => {
  const user = await seedTechnician(request, tenant.manager.email);
  const newEmail = `moved-${Date.now().toString(36)}@example.test`;
  await signIn(page, tenant.manager.email, { at: `/app/users/edit/${user.uuid}` });
  await page.getByTestId('user-email').fill(newEmail);
  const started = Date.now();
  await page.getByTestId('user-save').click();
  await expect(page.getByTestId('user-pending-email')).toContainText(newEmail);
  await expect(page.getByTestId('user-pending-email')).toContainText(user.email);
  await page.screenshot({ path: 'artifacts/user-pending-email.png', fullPage: true });

  const notice = await latestMailTo(user.email, started);
  expect(notice.text).toContain(newEmail);
  const mail = await latestMailTo(newEmail, started);
  const link = new URL(mail.text!.match(/https?:\/\/\S+token=[\w-]+/)![0]);
  expect(link.pathname).toBe('/auth/confirm-email');

  // Opening the link changes nothing until the click (the manager is still signed in here).
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Potwierdź nowy adres e-mail' })).toBeVisible();
  await page.screenshot({ path: 'artifacts/confirm-email.png', fullPage: true });
  await page.getByTestId('confirm-email').click();
  await expect(page.getByTestId('email-confirmed')).toContainText(newEmail);

  await page.goto(`/app/users/edit/${user.uuid}`);
  await expect(page.getByTestId('user-title')).toBeVisible();
  await expect(page.getByTestId('user-email')).toHaveValue(newEmail);
  await expect(page.getByTestId('user-pending-email')).toHaveCount(0);

  // The link works once: opened again (in a new tab, as from the mail), it is expired.
  const again = await page.context().newPage();
  await again.goto(link.pathname + link.search);
  await again.getByTestId('confirm-email').click();
  await expect(again.getByTestId('email-confirm-expired')).toBeVisible();
});

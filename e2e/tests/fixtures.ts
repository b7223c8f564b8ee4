import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Page, expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { DATA_DIR } from '../playwright.config.ts';

export const PASSWORD = 'Demo!2345';
export const DEMO = {
  admin: { email: 'admin@trapline.demo', type: 'Super administrator' },
  manager: { email: 'manager@trapline.demo', type: 'Administrator firmy' },
  controller: { email: 'controller@trapline.demo', type: 'Kontroler' },
  technician: { email: 'technician@trapline.demo', type: 'Technik' },
  client: { email: 'client@trapline.demo', type: 'Użytkownik placówki' },
} as const;

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

/** The newest e-mail sent to an address (the workers write .eml files without SMTP). */
export async function latestMailTo(address: string, after: number) {
  const dir = join(DATA_DIR, 'mail');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(`${address}.eml`)).sort();
    const newest = files.at(-1);
    if (newest) {
      const mail = await simpleParser(await readFile(join(dir, newest)));
      if ((mail.date?.getTime() ?? 0) >= after - 1000) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail to ${address}`);
}

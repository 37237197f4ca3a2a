// Proves the back office's mission editor (the editor skeleton, components/editor-form.tsx) against
// the real server: desk.lia opens Missions, starts a new mission, is stopped in the browser on a
// target that is not a number (the field marked and the problem named, nothing sent), corrects it
// and saves; the mission is listed. Fixtures from scripts/run-e2e.mjs (desk.lia, owner).
import { expect, test } from '@playwright/test';
import { DESKTOP } from './fixtures';
import { LIA, staffSignIn } from './staff';

test('staff create a mission; a target that is not a number is marked before anything is sent', async ({ browser }) => {
  // The sign-in may wait for the next authenticator step.
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => localStorage.setItem('backoffice.language', 'EN'));
  const page = await context.newPage();
  await staffSignIn(page, LIA);
  await page.getByRole('link', { name: 'Missions', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Missions', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New mission' }).click();

  const editor = page.getByRole('form', { name: 'New mission' });
  const code = `e2e-${Date.now().toString(36)}`;
  await editor.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await editor.getByLabel('Title (EN)').fill('Bet 500 this week (journey)');
  await editor.getByRole('combobox', { name: 'Period', exact: true }).selectOption('weekly');
  await editor.getByRole('textbox', { name: /^Target/ }).fill('five hundred');
  await editor.getByRole('textbox', { name: 'Reward', exact: true }).fill('25');
  await editor.getByLabel('Wagering (times the reward)').fill('1');

  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/bo/missions')) posted += 1;
  });
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('alert')).toHaveText('Enter a valid number.');
  await expect(editor.getByRole('textbox', { name: /^Target/ })).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(0);

  await editor.getByRole('textbox', { name: /^Target/ }).fill('500');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await expect(page.getByRole('row').filter({ hasText: code })).toBeVisible();
  await context.close();
});

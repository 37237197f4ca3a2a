// Proves platform messages and feedback end to end against the real server (decision 031): a new
// player has the welcome message unread in the header badge; staff preview and send a message to
// that player in the back office; the badge goes up live (no reload), the player reads it in
// platform information and the badge drops; the player sends feedback with an image and sees the
// staff reply. Screenshots of the home banners, messages, feedback and the back-office pages at
// 1280 and 360 px.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { acceptTerms, closeLoginNotice, DESKTOP, PHONE } from './fixtures';
import { NENA, staffSignIn } from './staff';

const PASSWORD = 'Lakad2026!';
const SHOTS = '/tmp/shots-messages';

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('staff send a message that the player reads live, and the player gets an answer to feedback', async ({ browser }) => {
  test.setTimeout(240_000);
  const username = `msg${Date.now().toString(36).slice(-7)}`;
  const player = await browser.newContext({ viewport: DESKTOP });
  await player.addInitScript(() => localStorage.setItem('language', 'EN'));
  const site = await player.newPage();
  await site.goto('/index');
  await expect(site.getByRole('region', { name: 'Featured' }).getByRole('img', { name: 'Welcome bonus for new players' })).toBeVisible();
  await site.locator('.site-header').getByRole('button', { name: 'Register', exact: true }).click();
  const register = site.getByRole('dialog', { name: 'Register' });
  await register.getByLabel('Username', { exact: true }).fill(username);
  await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await register.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await acceptTerms(register);
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(site.getByTestId('account-name')).toHaveText(username, { timeout: 30_000 });
  // The sign-up is the first login: the demo brand's first-login action leads the after-login notice (decision 075).
  await closeLoginNotice(site);
  const badge = site.getByTestId('unread-badge');
  // The demo brand's welcome message reaches players who register later.
  await expect(badge).toHaveText('1');
  await shoot(site, 'home-1280');

  // Staff compose, preview and send a message to this player.
  const staff = await browser.newContext({ viewport: DESKTOP });
  await staff.addInitScript(() => localStorage.setItem('backoffice.language', 'EN'));
  const desk = await staff.newPage();
  await staffSignIn(desk, NENA);
  await desk.getByRole('link', { name: 'Messages' }).click();
  const compose = desk.getByRole('form', { name: 'New message' });
  await compose.getByLabel('Title').fill('Your bonus is ready');
  await compose.getByLabel('Message (HTML)').fill('<p>Claim it in the <strong>reward centre</strong>.</p><script>alert(1)</script>');
  await compose.getByLabel('Send to').selectOption('player');
  await compose.getByLabel('Player username').fill(username);
  await compose.getByRole('button', { name: 'Preview' }).click();
  await expect(compose.getByText('Reaches 1 account now')).toBeVisible();
  await shoot(desk, 'backoffice-compose-1280');
  await compose.getByRole('button', { name: 'Send now' }).click();
  await expect(compose.getByRole('status')).toHaveText('"Your bonus is ready" was sent.');
  await expect(desk.getByRole('row', { name: /Your bonus is ready/ })).toContainText('Live');

  // The player's badge follows live, without a reload.
  await expect(badge).toHaveText('2', { timeout: 15_000 });
  await site.getByRole('button', { name: 'Messages, 2 unread' }).click();
  const centre = site.getByRole('dialog', { name: 'Member centre' });
  const messages = centre.getByTestId('messages-page');
  await expect(messages.getByText('2 unread')).toBeVisible();
  await shoot(site, 'messages-1280');
  await messages.getByRole('button', { name: /^Your bonus is ready/ }).click();
  const reader = centre.getByRole('article');
  await expect(reader.getByRole('heading', { name: 'Your bonus is ready' })).toBeVisible();
  await expect(reader).toContainText('Claim it in the reward centre.');
  await expect(badge).toHaveText('1');
  await centre.getByRole('button', { name: 'Back to messages' }).click();
  await centre.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(badge).toHaveCount(0);

  // Feedback with an image, answered by staff.
  await centre.getByRole('navigation', { name: 'Member centre pages' }).getByRole('button', { name: 'Customer service' }).click();
  const feedback = centre.getByTestId('feedback-page');
  await feedback.getByLabel('Topic').selectOption('deposit');
  await feedback.getByRole('textbox', { name: 'Your feedback' }).fill('My deposit from this morning is not in my balance yet.');
  await feedback.getByLabel('Images (optional)').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await feedback.getByRole('button', { name: 'Send', exact: true }).click();
  // The list below has a status of its own (its empty state until it reloads), so the notice is found by its text.
  await expect(feedback.getByRole('status').filter({ hasText: 'Thank you!' })).toHaveText('Thank you! Your feedback was sent.');
  const item = feedback.getByTestId('feedback-item').first();
  await expect(item).toContainText('Waiting for reply');
  await expect(item.getByRole('img', { name: 'Attached image' })).toBeVisible();
  await shoot(site, 'feedback-1280');

  await desk.getByRole('link', { name: 'Feedback' }).click();
  const card = desk.getByTestId('bo-feedback').filter({ hasText: username });
  await expect(card).toContainText('My deposit from this morning');
  await card.getByLabel('Reply').fill('We found it: it is credited now.');
  await card.getByRole('button', { name: 'Send reply' }).click();
  await desk.getByRole('button', { name: 'Replied' }).click();
  await expect(desk.getByTestId('bo-feedback').filter({ hasText: username })).toContainText('We found it');
  await shoot(desk, 'backoffice-feedback-1280');
  await desk.getByRole('link', { name: 'Banners and popups' }).click();
  await expect(desk.getByRole('row', { name: /Welcome bonus for new players/ }).first()).toBeVisible();
  await shoot(desk, 'backoffice-notices-1280');

  await site.reload();
  const again = site.getByRole('dialog', { name: 'Member centre' }).getByTestId('feedback-page').getByTestId('feedback-item').first();
  await expect(again).toContainText('Replied');
  await expect(again).toContainText('We found it: it is credited now.');

  // The same pages on a phone.
  await site.setViewportSize(PHONE);
  await shoot(site, 'feedback-360');
  await site.goto('/index?modal=memberCentre&mcPage=messageV2');
  await expect(site.getByTestId('messages-page')).toContainText('0 unread');
  await shoot(site, 'messages-360');
  await site.goto('/index');
  await expect(site.getByRole('region', { name: 'Featured' })).toBeVisible();
  const overflow = await site.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shoot(site, 'home-360');
  await desk.setViewportSize(PHONE);
  // On a phone the console's menu folds behind its button (decision 069).
  await desk.getByRole('button', { name: 'Menu' }).click();
  await desk.getByRole('link', { name: 'Messages' }).click();
  await shoot(desk, 'backoffice-messages-360');
  await player.close();
  await staff.close();
});

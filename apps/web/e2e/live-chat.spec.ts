import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { waitForSite } from './fixtures';
import { CHITA, staffSignIn } from './staff';

/**
 * The built-in live chat (decision 062): a visitor opens the chat from the floating bar (the word
 * counter, the human check), a support member takes it on the back office's chat desk and answers
 * while the visitor's chat is hidden and the phone's bar folded (the unread count shows on the fold
 * button), the visitor reads the answer, ends the chat and rates it; the desk's transcript shows the rating.
 * Screenshots of the panel and the desk at 360 and 1366 px go to test-results/live-chat/.
 */
const SHOTS = 'test-results/live-chat';
const WIDE = { width: 1366, height: 800 };
const NARROW = { width: 360, height: 740 };

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('a visitor chats with support live, ends the chat and rates it', async ({ browser }) => {
  test.setTimeout(180_000);
  const visitorContext = await browser.newContext({ viewport: NARROW });
  const visitor = await visitorContext.newPage();
  await visitor.addInitScript(() => localStorage.setItem('language', 'EN'));
  await visitor.goto('/');
  await waitForSite(visitor);
  // On a phone the floating bar is folded into one button (decision 068): open it first.
  await visitor.getByRole('button', { name: 'Show social links and help' }).click();
  await visitor.getByRole('button', { name: 'Customer service' }).click();
  const panel = visitor.getByRole('dialog', { name: 'Customer service' });
  await panel.getByLabel('Your name (optional)').fill('Liza');
  const question = panel.getByLabel('Your question');
  await question.fill('Help');
  await expect(panel.getByTestId('chat-word-count')).toHaveText('1 words (between 3 and 200)');
  await expect(panel.getByRole('button', { name: 'Start chat' })).toBeDisabled();
  await question.fill('How do I claim my first deposit bonus?');
  await expect(panel.getByTestId('chat-word-count')).toHaveText('8 words (between 3 and 200)');
  await shot(visitor, 'visitor-start-360');
  await panel.getByRole('button', { name: 'Start chat' }).click();
  await expect(panel.getByTestId('chat-status')).toHaveText('Waiting for an agent…', { timeout: 30_000 });
  await expect(panel.getByText('How do I claim my first deposit bonus?')).toBeVisible();

  const deskContext = await browser.newContext({ viewport: WIDE });
  const desk = await deskContext.newPage();
  await desk.addInitScript(() => localStorage.setItem('backoffice.language', 'EN'));
  await staffSignIn(desk, CHITA);
  await desk.getByRole('link', { name: 'Live chat' }).click();
  const item = desk.getByRole('button', { name: /Liza · visitor/ }).first();
  await expect(item).toBeVisible();
  await expect(item.getByTestId('desk-unread')).toHaveText('1');
  await item.click();
  await desk.getByRole('button', { name: 'Take chat' }).click();
  await expect(panel.getByTestId('chat-status')).toHaveText('You are chatting with Chita Reyes');
  // The visitor hides the chat and folds the bar: the answer's unread count shows on the fold button.
  await panel.getByRole('button', { name: 'Hide the chat' }).click();
  await visitor.getByRole('button', { name: 'Hide social links and help' }).click();
  await desk.getByLabel('Your reply').fill('Open Promotions and press Apply on the bonus.');
  await desk.getByRole('button', { name: 'Send', exact: true }).click();
  await shot(desk, 'desk-1366');
  const fold = visitor.getByRole('button', { name: 'Show social links and help (1 unread in customer service)' });
  await expect(fold.getByTestId('floating-unread')).toHaveText('1');
  await shot(visitor, 'visitor-unread-folded-360');
  await fold.click();
  await visitor.getByRole('button', { name: 'Customer service' }).click();

  // The visitor sees the answer, which came live, without reloading.
  await expect(panel.getByText('Open Promotions and press Apply on the bonus.')).toBeVisible();
  await expect(visitor.getByTestId('floating-unread')).toHaveCount(0);
  await shot(visitor, 'visitor-chat-360');
  await visitor.setViewportSize(WIDE);
  await shot(visitor, 'visitor-chat-1366');
  await desk.setViewportSize(NARROW);
  await shot(desk, 'desk-360');

  await panel.getByRole('button', { name: 'End chat' }).click();
  await expect(panel.getByText('This chat is closed. How did we do?')).toBeVisible();
  await panel.getByRole('radio', { name: '5 of 5 stars' }).click();
  await panel.getByPlaceholder('Anything to add? (optional)').fill('Fast and clear');
  await panel.getByRole('button', { name: 'Send rating' }).click();
  await expect(panel.getByText('Thank you for rating us 5 of 5.')).toBeVisible();
  await shot(visitor, 'visitor-rated-1366');

  await desk.setViewportSize(WIDE);
  await desk.getByRole('tab', { name: 'Transcripts' }).click();
  await desk
    .getByRole('button', { name: /Liza · visitor/ })
    .first()
    .click();
  await expect(desk.getByTestId('desk-rating')).toContainText('Rated 5 of 5');
  await expect(desk.getByTestId('desk-rating')).toContainText('Fast and clear');
  await shot(desk, 'desk-transcript-1366');
  await visitorContext.close();
  await deskContext.close();
});

// Proves the header clock shows GMT+8 whatever the browser's time zone, and ticks every second.
import { expect, test } from '@playwright/test';

test.use({ timezoneId: 'America/Los_Angeles' });

function gmt8Now(): Date {
  return new Date(Date.now() + 8 * 3600_000);
}

function parseShown(text: string): Date {
  const match = /(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})/.exec(text);
  if (!match) throw new Error(`no time in "${text}"`);
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}

test('the clock shows GMT+8 time and ticks', async ({ page }) => {
  await page.goto('/index');
  const clock = page.getByTestId('clock');
  const first = (await clock.textContent()) ?? '';
  expect(first).toContain('GMT+8');
  expect(Math.abs(parseShown(first).getTime() - gmt8Now().getTime())).toBeLessThan(5_000);
  await expect.poll(async () => (await clock.textContent()) !== first, { timeout: 3_000 }).toBe(true);
  const second = parseShown((await clock.textContent()) ?? '');
  expect(second.getTime()).toBeGreaterThan(parseShown(first).getTime());
});

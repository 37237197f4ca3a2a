// Proves the header's parts work in a browser: vendor dropdowns, the notice modal with focus
// handling, the agent entry only for agents, and the floating bar; and on a 360 px phone
// (decision 068) that the clock leaves the security notices room, the floating bar folds into one
// button, and the banner's arrows stay clear of its dots.
import { expect, test, type Locator } from '@playwright/test';
import { closeLoginNotice, DESKTOP, PHONE } from './fixtures';

test.use({ viewport: DESKTOP });

test('hovering a game type shows its vendors with the hot marker', async ({ page }) => {
  await page.goto('/index');
  const nav = page.getByRole('navigation', { name: 'Pangunahing menu' });
  await nav.getByRole('link', { name: 'Slots', exact: true }).hover();
  const menu = nav.getByRole('list', { name: 'Mga provider ng Slots' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: /Bituin Slots/ })).toContainText('HOT');
  await menu.getByRole('button', { name: /Bituin Slots/ }).click();
  await expect(page).toHaveURL(/\/rng\?vendor=BTSLOT$/);
});

test('LOTTERY groups the lottery vendors; cockfight asks a visitor to log in to play', async ({ page }) => {
  await page.goto('/index');
  const nav = page.getByRole('navigation', { name: 'Pangunahing menu' });
  await expect(nav.getByRole('link', { name: 'Lotto', exact: true })).toHaveAttribute('href', '/elott');
  await nav.getByRole('button', { name: 'Sabong', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Mag-login' })).toContainText('Mag-login muna para makapaglaro.');
});

test('the marquee opens the notice modal; Escape closes it and focus returns', async ({ page }) => {
  await page.goto('/index');
  const marquee = page.getByRole('button', { name: 'Buksan ang mga anunsyo' });
  await marquee.click();
  const dialog = page.getByRole('dialog', { name: 'Mga Anunsyo' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/modal=notices/);
  await dialog.getByRole('button', { name: /Nakatakdang maintenance/ }).click();
  await expect(dialog.getByRole('article')).toContainText('03:00 hanggang 04:00');
  await expect(dialog.getByRole('article').locator('time')).toHaveText('2026-11-15 12:00:00');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/modal=/);
  await expect(marquee).toBeFocused();
});

test('a modal opens from the URL and the back button closes it', async ({ page }) => {
  await page.goto('/index');
  await page.getByRole('button', { name: 'Mag-login' }).click();
  await expect(page.getByRole('dialog', { name: 'Mag-login' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.goto('/vip?modal=notices');
  await expect(page.getByRole('dialog', { name: 'Mga Anunsyo' })).toBeVisible();
});

test('the Agent entry shows only for agent account types', async ({ page }) => {
  await page.goto('/index');
  const nav = page.getByRole('navigation', { name: 'Pangunahing menu' });
  await expect(nav.getByRole('button', { name: 'Ahente' })).toHaveCount(0);
  // The header learns the account type from member info; answer it for each type in turn.
  let accountType = 0;
  await page.route('**/wps/member/info', (route) =>
    route.fulfill({
      json: {
        success: true,
        value: {
          id: '1',
          account: 'someone',
          nickname: null,
          type: accountType,
          toUpline: false,
          clubLabel: null,
          memberLabel: [],
          cpw: false,
          language: 'TY',
        },
      },
    }),
  );
  // The token is made up, so every other member call must be answered here too, or the server's
  // login.not.session would end the stored session.
  await page.route('**/wps/member/info/icon', (route) =>
    route.fulfill({ json: { success: true, value: { avatarUrl: '/avatars/avatar-1.svg' } } }),
  );
  await page.route('**/wps/v2/wallets/balance', (route) =>
    route.fulfill({
      json: {
        success: true,
        value: {
          currency: 'PHP',
          currencySymbol: 'TLB',
          minorDigits: 2,
          sumBalance: '0.00',
          sumBalanceMinor: '0',
          trial: false,
          wallets: [],
        },
      },
    }),
  );
  await page.route('**/wps/v2/wallets/events', (route) => route.abort());
  // The header's unread-message and VIP badges read with the same made-up token.
  await page.route('**/wps/relay/CSP_unreadCount', (route) => route.fulfill({ json: { success: true, value: 0 } }));
  await page.route('**/wps/vip/status', (route) => route.abort());
  // The responsible-gaming session watch (reality check, session limit) reads with it as well.
  await page.route('**/wps/member/responsibleGaming/session', (route) => route.abort());
  await page.evaluate(() => localStorage.setItem('session.token', 'stored-token'));
  for (const [type, shown] of [
    [1, 1],
    [42, 1],
    [3, 0],
    [4, 0],
  ] as const) {
    accountType = type;
    await page.reload();
    await expect(nav.getByRole('button', { name: 'Ahente' })).toHaveCount(shown);
  }
});

test('an agent who logs in sees the Agent entry', async ({ page }) => {
  test.slow();
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
  await page.goto('/index?modal=login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username', { exact: true }).fill('agentrosa');
  await dialog.getByLabel('Password', { exact: true }).fill('Lakad2026!');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('account-name')).toHaveText('agentrosa', { timeout: 30_000 });
  await closeLoginNotice(page);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Agent' })).toBeVisible();
});

test('the floating bar links the brand socials and scrolls to the top', async ({ page }) => {
  await page.goto('/help');
  const bar = page.getByRole('complementary', { name: 'Mga social link' });
  await expect(bar.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/bituinplay');
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await bar.getByRole('button', { name: 'Bumalik sa itaas' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the page carries the brand's title and colours before the start-up code runs", async ({ page }) => {
  // Hold the start-up code: what shows meanwhile is the page the server wrote for the brand.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/start-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/index', { waitUntil: 'commit' });
  await expect(page).toHaveTitle('Bituin Play');
  // The brand's colours as the page's own properties (the demo brand's equal the stylesheet's
  // defaults, so the attribute, which no script has written yet, is what shows they came with the page).
  const look = () =>
    page.evaluate(() => ({
      style: document.documentElement.getAttribute('style'),
      themeColour: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
    }));
  const before = await look();
  expect(before.style).toContain('--brand-surface:#17222e');
  expect(before.style).toContain('--brand-accent:#f2b705');
  expect(before.themeColour).toBe('#0f1720');
  release();
  await expect(page.getByRole('navigation', { name: 'Pangunahing menu' })).toBeVisible();
  // The site applies the same look from the brand's answer: nothing changes colour.
  const after = await look();
  expect(after.themeColour).toBe(before.themeColour);
  expect(after.style?.replace(/\s/g, '')).toContain('--brand-surface:#17222e');
});

test('the start-up styles come with the page; a lazy page still gets its own stylesheet', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/vip');
  await expect(page.getByRole('heading', { name: 'Mga antas ng VIP' })).toBeVisible();
  // The start-up styles apply (the header's layout) without their file ever being asked for ...
  await expect(page.locator('[data-layout]').first()).toHaveCSS('display', 'flex');
  expect(stylesheets.filter((file) => /\/start-[^/]*\.css$/.test(file))).toEqual([]);
  // ... and the VIP page's own stylesheet is still loaded by the preload helper, once.
  expect(stylesheets.filter((file) => /\/vip-[^/]*\.css$/.test(file))).toHaveLength(1);
});

/** Whether two elements' boxes overlap on screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) throw new Error('an element has no box');
  return one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height;
}

test('on a phone the notices have room, the floating bar folds and the banner arrows clear the dots', async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await page.goto('/index');
  // The clock leaves out the day: the notices keep a third of the row or more, not five letters.
  const marquee = page.getByRole('button', { name: 'Buksan ang mga anunsyo' });
  await expect(page.getByTestId('clock')).toContainText('GMT+8');
  expect((await marquee.boundingBox())?.width ?? 0).toBeGreaterThan(PHONE.width / 3);

  // One button in the corner; it opens the links and the top button, and closes them again.
  const bar = page.getByRole('complementary', { name: 'Mga social link' });
  const unfold = bar.getByRole('button', { name: 'Ipakita ang mga social link at tulong' });
  await expect(bar.getByRole('link', { name: 'Telegram' })).toBeHidden();
  await unfold.click();
  await expect(bar.getByRole('link', { name: 'Telegram' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Bumalik sa itaas' })).toBeVisible();
  await bar.getByRole('button', { name: 'Itago ang mga social link at tulong' }).click();
  await expect(bar.getByRole('link', { name: 'Telegram' })).toBeHidden();

  // The banner's arrows sit at its sides, apart from its dots.
  const banners = page.getByRole('region', { name: 'Tampok' });
  const dots = banners.locator('.home-banners__dots');
  const arrows = [banners.getByRole('button', { name: 'Nakaraang banner' }), banners.getByRole('button', { name: 'Susunod na banner' })];
  for (const arrow of arrows) expect(await overlap(arrow, dots)).toBe(false);
  const file = testInfo.outputPath('header-phone-360.png');
  await page.screenshot({ path: file });
  await testInfo.attach('header on a phone', { path: file, contentType: 'image/png' });
});

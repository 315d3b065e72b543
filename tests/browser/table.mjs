#!/usr/bin/env node
// Browser checks of issue 10's first part against the real server: direct
// loads of every client route (status 200 and the page's heading, tab titles
// naming page and game), Bidlock's hand (the chip under the pointer stays
// readable; no hover style without a hovering pointer; a slow double click
// plays one chip, never one of the next round's; the number keys), the skip
// link's jump to a waiting room's Start, and the Leaderboard link
// opening the game last played.
//
//   cd web && npm run build && GAVEL_BIN=../build/gavel node ../tests/browser/table.mjs
import { check, log, runBrowserTest, step, watchErrors } from './harness.mjs';

const ROUTES = [
  ['/', 'Lobby'],
  ['/u/nobody_here', 'nobody_here'],
  ['/leaderboard', 'Leaderboard'],
  ['/leaderboard/bidlock', 'Leaderboard'],
  ['/admin', 'Administration'],
  ['/m/ZZZZZ', 'Match ZZZZZ'],
  ['/replay/ZZZZZ', 'Replay ZZZZZ'],
];

/** WCAG contrast ratio of two computed CSS colours "rgb(r, g, b)". */
function contrast(a, b) {
  const lum = (css) => {
    const [r, g, bl] = css.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

const chipStyle = (locator) =>
  locator.evaluate((el) => {
    const s = getComputedStyle(el);
    return { color: s.color, background: s.backgroundColor };
  });

const ENABLED = '[data-testid=hand] button[data-testid^=chip-]:not([disabled])';

async function heldChips(page) {
  return (await page.locator('[data-testid=hand] button[data-testid^=chip-]').count());
}

async function startQuickGame(page) {
  await page.goto('/');
  await page.getByTestId('start-game').click();
  await page.waitForURL(/\/m\/[A-Z0-9]+$/);
  await page.waitForSelector(ENABLED);
  return new URL(page.url()).pathname.split('/').pop();
}

runBrowserTest(
  'game table (issue 10, first part)',
  async ({ base, browser }) => {
    const errors = [];
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: base });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    watchErrors(page, 'desktop', errors);

    await step('every client route loads the app directly (200 and its heading)', async () => {
      for (const [path, heading] of ROUTES) {
        const response = await page.goto(path);
        check(response.status() === 200, `${path} answered ${response.status()}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 10_000 });
      }
      const missing = await page.request.get('/no/such/page');
      check(missing.status() === 404, `/no/such/page answered ${missing.status()}`);
    });

    await step('the tab title names the page and the game', async () => {
      await page.goto('/leaderboard/bidlock');
      await page.waitForFunction(() => document.title === 'Leaderboard · Bidlock · Gavel');
      await page.goto('/');
      await page.waitForFunction(() => document.title === 'Lobby · Gavel');
      await page.goto('/leaderboard');
      await page.getByTestId('leaderboard-picker').waitFor();
      check((await page.title()) === 'Leaderboard · Gavel', `the picker's title is "${await page.title()}"`);
    });

    await step('keyboard: Start game is two Tabs from the top (the skip link, then the first action)', async () => {
      await page.goto('/');
      await page.getByTestId('start-game').waitFor();
      await page.keyboard.press('Tab');
      check(await page.evaluate(() => document.activeElement?.classList.contains('skip')), 'the first Tab is not the skip link');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
      check(focused === 'start-game', `the second Tab focuses ${focused}, not Start game`);
    });

    await step('keyboard: in a waiting room the skip link goes straight to Start (one Tab, then Enter)', async () => {
      await page.goto('/');
      await page.getByTestId('user-name').waitFor();
      const room = await page.evaluate(async () => {
        const post = async (p, body) => (await fetch(p, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).json();
        const created = await post('/api/rooms', { game: 'bidlock', capacity: 2 });
        if ((created.state?.players?.length ?? 1) < 2) await post(`/api/rooms/${created.code}/add-bot`, {});
        return created.code;
      });
      await page.goto(`/m/${room}`);
      await page.waitForSelector('[data-testid=start-room]:not([disabled])');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
      check(focused === 'start-room', `Tab, Enter in a waiting room focuses ${focused}, not Start`);
    });

    let code = '';
    await step('the chip under the pointer stays readable on your turn', async () => {
      code = await startQuickGame(page);
      const chip = page.locator(ENABLED).first();
      await page.mouse.move(0, 0);
      const idle = await chipStyle(chip);
      await chip.hover();
      const hovered = await chipStyle(chip);
      check(hovered.background !== idle.background, `hovering changes nothing (${JSON.stringify(hovered)})`);
      const ratio = contrast(hovered.color, hovered.background);
      check(ratio >= 4.5, `the hovered chip is ${hovered.color} on ${hovered.background} (contrast ${ratio.toFixed(2)})`);
      await page.mouse.move(0, 0);
      log(`     room ${code}: hovered chip contrast ${ratio.toFixed(1)}`);
    });

    await step('a slow double click plays one chip, not one of the next round too', async () => {
      // Bots think 0-50 ms: give them time to lock so the click settles the round at once.
      await page.waitForTimeout(300);
      const before = await heldChips(page);
      const box = await page.locator(ENABLED).first().boundingBox();
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.mouse.click(x, y);
      await page.waitForTimeout(180); // the next round's chips have shifted under the pointer
      await page.mouse.click(x, y);
      // Wait until the hold is over and the hand can play again (or the round waits on us).
      await page.waitForSelector(ENABLED, { timeout: 10_000 });
      const after = await heldChips(page);
      check(after === before - 1, `the double click played ${before - after} chips (${before} → ${after})`);
    });

    await step('the hand is held right after an accepted move', async () => {
      await page.waitForTimeout(300);
      await page.locator(ENABLED).first().click();
      await page.waitForSelector('[data-testid=hand][data-held=true]', { timeout: 2000 });
      const started = Date.now();
      await page.waitForSelector('[data-testid=hand][data-held=false]', { timeout: 3000 });
      check(Date.now() - started >= 200, `the hold lasted only ${Date.now() - started} ms`);
    });

    await step('the number keys lock a chip ("1" "3" is chip 13)', async () => {
      const played = (n) =>
        page.waitForFunction((c) => {
          const chip = document.querySelector(`[data-testid=chip-${c}]`);
          return !chip || chip.classList.contains('locked');
        }, n, { timeout: 5000 });
      await page.waitForSelector(ENABLED);
      await page.waitForSelector('[data-testid=hand][data-held=false]');
      const numbers = (await page.locator(ENABLED).evaluateAll((els) => els.map((el) => Number(el.textContent)))).filter((n) => n >= 2 && n <= 9);
      check(numbers.length > 0, 'no chip from 2 to 9 is left to type');
      const single = numbers[numbers.length - 1];
      await page.keyboard.press(String(single));
      await played(single);
      await page.waitForSelector(ENABLED);
      await page.waitForSelector('[data-testid=hand][data-held=false]');
      check((await page.getByTestId('chip-13').count()) === 1, 'chip 13 is gone before it was typed');
      const before = await heldChips(page);
      await page.keyboard.press('1');
      await page.keyboard.press('3');
      await played(13);
      await page.waitForSelector(ENABLED);
      await page.waitForTimeout(800); // past the hold and the key wait: nothing else is played
      const after = await heldChips(page);
      check(after === before - 1, `typing "1" "3" played ${before - after} chips`);
    });

    await step('the Leaderboard link opens the game last played', async () => {
      const href = await page.getByTestId('nav-leaderboard').getAttribute('href');
      check(href === '/leaderboard/bidlock', `the Leaderboard link goes to ${href}`);
      const fresh = await browser.newContext({ baseURL: base });
      const other = await fresh.newPage();
      await other.goto('/');
      const first = await other.getByTestId('nav-leaderboard').getAttribute('href');
      check(first === '/leaderboard', `a new browser's Leaderboard link goes to ${first}, not the picker`);
      await other.getByTestId('nav-leaderboard').click();
      await other.getByTestId('leaderboard-picker').waitFor();
      await other.getByTestId('leaderboard-pick-right_price').click();
      await other.waitForURL(/\/leaderboard\/right_price$/);
      await fresh.close();
    });

    await step('on a touch screen a tapped chip keeps no hover style', async () => {
      const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: base });
      const tap = await phone.newPage();
      watchErrors(tap, 'phone', errors);
      await startQuickGame(tap);
      const hoverable = await tap.evaluate(() => matchMedia('(hover: hover)').matches);
      check(!hoverable, 'the phone context reports a hovering pointer');
      const chip = tap.locator(ENABLED).first();
      const idle = await chipStyle(chip);
      await chip.hover();
      const after = await chipStyle(chip);
      check(after.background === idle.background, `a touch "hover" restyles the chip (${idle.background} → ${after.background})`);
      await phone.close();
    });

    await step('no errors in the browser console', async () => {
      check(errors.length === 0, `page errors:\n  ${errors.join('\n  ')}`);
    });
  },
  { timeoutMs: 120_000 },
);

#!/usr/bin/env node
// Bidlock played whole at its drawn table, four ways at once against the real
// server: at 1280x800 and at 390x844, by clicking and by keyboard only. Each
// game asserts that the hand is inside the viewport without scrolling, that
// every round's result moment shows every seat's chip face up and the winner
// while the hand takes no input (a click then plays nothing), that a double
// click plays one chip, and that the first chip is two Tabs from the top of
// the page. It logs the time from opening the site to the first playable
// chip (docs/perf.md).
//
//   cd web && npm run build && GAVEL_BIN=../build/gavel node ../tests/browser/play_bidlock.mjs
import { CHIP } from './games.mjs';
import { check, log, runBrowserTest, step, watchErrors, readWhileShown } from './harness.mjs';

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/** The hand's chips and whether the page is scrolled, read in one go. */
function handView(page) {
  return page.evaluate(() => {
    const chips = [...document.querySelectorAll('[data-testid=hand] button[data-testid^=chip-]')];
    const enabled = chips.filter((c) => !c.disabled);
    const box = enabled[0]?.getBoundingClientRect();
    return {
      count: chips.length,
      enabled: enabled.map((c) => Number(c.textContent)),
      inView: !box || (box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth),
      scrollY: window.scrollY,
    };
  });
}

/** Waits for round `round`'s result moment and checks what it shows, while it shows. */
async function checkMoment(page, round, seats, where) {
  const seen = await readWhileShown(page, `[data-testid=moment][data-round="${round}"]`, () => ({
    revealed: [...document.querySelectorAll('[data-testid^=revealed-]')].map((el) => el.textContent.trim()),
    text: document.querySelector('[data-testid=moment-text]')?.textContent ?? '',
    enabled: document.querySelectorAll('[data-testid=hand] button[data-testid^=chip-]:not([disabled])').length,
    hand: document.querySelector('[data-testid=hand]')?.dataset.moment,
  }), 10_000);
  check(seen.revealed.length === seats && seen.revealed.every((t) => /^\d+$/.test(t)), `${where} round ${round}: the moment shows chips [${seen.revealed}] for ${seats} seats`);
  check(/takes|take|carries over|discarded/.test(seen.text), `${where} round ${round}: the moment says "${seen.text}"`);
  // A round that is not the last: the next round's chips wait while the moment shows.
  if (seen.hand !== undefined) check(seen.enabled === 0 && seen.hand === 'true', `${where} round ${round}: ${seen.enabled} chips take input during the moment`);
  return seen.text;
}

async function playGame(browser, base, { size, keyboard }, errors) {
  const where = `${size}/${keyboard ? 'keys' : 'clicks'}`;
  const context = await browser.newContext({ viewport: SIZES[size], baseURL: base, isMobile: size === 'phone', hasTouch: size === 'phone' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  watchErrors(page, where, errors);
  const opened = Date.now();
  await page.goto('/');
  await page.getByLabel('Your name').fill(keyboard ? 'Kay' : 'Clay');
  await page.getByTestId('start-game').click();
  await page.waitForSelector(CHIP);
  const firstChipMs = Date.now() - opened;
  const seats = await page.locator('[data-testid^=seat-score-]').count();

  // A fresh load of the table: Tab (the skip link), Enter, Tab is the first chip.
  await page.reload();
  await page.waitForSelector(CHIP);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
  check(/^chip-\d+$/.test(focused), `${where}: two Tabs from the top focus "${focused}", not a chip`);
  const ring = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
  check(ring !== 'none', `${where}: the focused chip shows no focus ring`);

  let round = 1;
  let moments = 0;
  let clicksInMoments = 0;
  for (;;) {
    const before = await handView(page);
    if (before.count === 0 || (await page.getByTestId('final').count()) > 0) break;
    check(before.scrollY === 0 && before.inView, `${where} round ${round}: the first chip is outside the viewport (scrollY ${before.scrollY})`);
    const chip = before.enabled[0];
    if (keyboard) {
      if (round === 1) await page.keyboard.press('Enter'); // the focused chip
      else for (const digit of String(chip)) await page.keyboard.press(digit);
    } else if (round === 2) {
      await page.getByTestId(`chip-${chip}`).dblclick();
    } else {
      await page.getByTestId(`chip-${chip}`).click();
    }
    const lastRound = before.count === 2; // round 13 plays the last chip by itself
    await checkMoment(page, lastRound ? 13 : round, seats, where);
    moments += 1;
    if (!lastRound) {
      // A click on the next round's chips during the moment plays nothing. The
      // click is made in the page in the same frame the moment is seen, so a
      // slow test never clicks after the moment by mistake.
      const clicked = await page.evaluate(() => {
        if (!document.querySelector('[data-testid=moment]')) return false;
        document.querySelector('[data-testid=hand] button[data-testid^=chip-]')?.click();
        return true;
      });
      if (clicked) clicksInMoments += 1;
      await page.waitForSelector(`${CHIP}, [data-testid=final]`, { timeout: 10_000 });
      const after = await handView(page);
      check(after.count === before.count - 1, `${where} round ${round}: ${before.count - after.count} chips were played (a double click or a click in the moment played too)`);
    } else {
      await page.getByTestId('final').waitFor();
    }
    round += lastRound ? 2 : 1;
  }
  await page.getByTestId('final-banner').waitFor();
  const banner = (await page.getByTestId('final-banner').textContent()).trim();
  check(/^You (won|shared 1st place|finished \d(st|nd|rd|th))/.test(banner), `${where}: the result says "${banner}"`);
  check((await page.locator('[data-testid=standings] > li[data-me=true]').count()) === 1, `${where}: your row is not highlighted`);
  const wraps = await page.evaluate(() =>
    [...document.querySelectorAll('.standing-name')].some((el) => getComputedStyle(el).whiteSpace !== 'nowrap'),
  );
  check(!wraps, `${where}: a standing's name may wrap`);
  check(moments >= 12, `${where}: only ${moments} result moments were seen`);
  check(clicksInMoments >= 6, `${where}: only ${clicksInMoments} clicks landed inside a moment`);
  await context.close();
  return { where, firstChipMs, banner };
}

runBrowserTest(
  'Bidlock played at its table (two sizes, clicks and keys)',
  async ({ base, browser }) => {
    const errors = [];
    const ways = [
      { size: 'desktop', keyboard: false },
      { size: 'desktop', keyboard: true },
      { size: 'phone', keyboard: false },
      { size: 'phone', keyboard: true },
    ];
    await step('time from opening the site to the first playable chip (alone, for docs/perf.md)', async () => {
      const context = await browser.newContext({ viewport: SIZES.desktop, baseURL: base });
      const page = await context.newPage();
      const opened = Date.now();
      await page.goto('/');
      await page.getByTestId('start-game').click();
      await page.waitForSelector(CHIP);
      log(`     first playable chip ${Date.now() - opened} ms after opening the site`);
      await context.close();
    });
    await step('four whole games: the moment, the held hand, one chip per double click, two Tabs to play, in view', async () => {
      const results = await Promise.all(ways.map((way) => playGame(browser, base, way, errors)));
      for (const r of results) log(`     ${r.where}: first playable chip ${r.firstChipMs} ms after opening the site; "${r.banner}"`);
    });
    await step('no errors in the browser console', async () => {
      check(errors.length === 0, `page errors:\n  ${errors.join('\n  ')}`);
    });
  },
  { timeoutMs: 150_000 },
);

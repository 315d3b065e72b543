#!/usr/bin/env node
// The Right Price played whole at its drawn table, four ways at once against
// the real server: at 1280x800 and at 390x844, by clicking and by keyboard
// only (2 rounds of 2 items, 5 s breaks). Each game asserts that the bet
// and Bid are inside the viewport without scrolling, that a closed item's
// result moment names the winner and the price while the bet takes no input,
// that a double click on Bid bids once, that the bet input is two Tabs from
// the top, and that the break's settlement shows its steps in order (item
// values one at a time, then the winner, then the money) with nothing of the
// result in text before its step. It logs the time from opening the site to
// the first bet (docs/perf.md).
//
//   cd web && npm run build && GAVEL_BIN=../build/gavel node ../tests/browser/play_right_price.mjs
import { SMALL_RP, startRightPrice } from './games.mjs';
import { check, log, runBrowserTest, step, watchErrors, readWhileShown } from './harness.mjs';

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const BID = '[data-testid=bid]:not([disabled])';

function roomState(page, code) {
  return page.evaluate(async (c) => (await fetch(`/api/rooms/${c}/state`)).json(), code);
}

/** Records, in the page, when each piece of a settlement first shows (ms since the break began). */
function recordSettlement(page) {
  return page.evaluate(() => {
    const seen = {};
    const t0 = performance.now();
    const mark = (name) => {
      if (!(name in seen)) seen[name] = performance.now() - t0;
    };
    const look = () => {
      for (const el of document.querySelectorAll('[data-testid^=felt-item-]')) if (el.dataset.value) mark(`value-${el.dataset.testid.split('-').pop()}`);
      if (document.querySelector('[data-testid=felt-winner]')) mark('winner');
      if (document.querySelector('[data-testid=settlement-text]')) mark('text');
      const step = document.querySelector('[data-testid=settlement-step]')?.textContent ?? '';
      if (/receives the prize|goes to the bank|pays .* to each|The bank pays/.test(step)) mark('money');
      if ('winner' in seen && document.querySelector('[data-testid=capital-table]')?.dataset.animating === 'false') mark('settled');
      // Text that names the winner before the table has shown the winner's step.
      const info = document.querySelector('[data-testid=status-line]')?.textContent ?? '';
      if (/wins the pool|split the pool|Nobody held an item/.test(info) && !('winner' in seen)) mark('told-early');
    };
    window.__settlement = seen;
    window.__settlementObserver?.disconnect();
    window.__settlementObserver = new MutationObserver(look);
    window.__settlementObserver.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    look();
  });
}

function checkSettlement(seen, items, where) {
  check(!('told-early' in seen), `${where}: the Info box named the round's winner before the table did`);
  for (let i = 1; i <= items; i += 1) check(`value-${i}` in seen, `${where}: item ${i}'s value never dropped onto its bar`);
  for (let i = 2; i <= items; i += 1) check(seen[`value-${i}`] > seen[`value-${i - 1}`], `${where}: item ${i}'s value showed with item ${i - 1}'s, not after it`);
  check('winner' in seen && seen.winner > seen[`value-${items}`], `${where}: the winner was named before the last value (${JSON.stringify(seen)})`);
  if ('money' in seen) check(seen.money > seen.winner, `${where}: money moved before the winner was named`);
  check('text' in seen && seen.text >= seen.winner && seen.text >= (seen.money ?? 0), `${where}: the settlement's text came before its steps (${JSON.stringify(seen)})`);
}

/** The bet input and Bid lie inside the viewport and the page is not scrolled. */
async function checkInView(page, where) {
  const v = await page.evaluate(() => {
    const inside = (id) => {
      const r = document.querySelector(`[data-testid=${id}]`)?.getBoundingClientRect();
      return !!r && r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;
    };
    return { input: inside('bet-input'), bid: inside('bid'), scrollY: window.scrollY };
  });
  check(v.scrollY === 0 && v.input && v.bid, `${where}: the bet is outside the viewport (${JSON.stringify(v)})`);
}

/** From the top of a fresh load, Tab (the skip link), Enter, Tab: the bet input has the focus, with a ring. */
async function tabToBet(page, where) {
  await page.reload();
  await page.waitForSelector(BID);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const focus = await page.evaluate(() => ({ id: document.activeElement?.getAttribute('data-testid'), ring: getComputedStyle(document.activeElement).outlineStyle }));
  check(focus.id === 'bet-input', `${where}: two Tabs from the top focus "${focus.id}", not the bet`);
  check(focus.ring !== 'none', `${where}: the focused bet shows no focus ring`);
}

async function waitForItem(page, round, item) {
  await page.waitForFunction(
    ([r, i]) =>
      (document.querySelector('[data-testid=round]')?.textContent ?? '').includes(`Round ${r} of`) &&
      (document.querySelector('[data-testid=rp-item]')?.textContent ?? '').includes(`Item ${i} of`) &&
      document.querySelector('[data-testid=bid]:not([disabled])'),
    [round, item],
    { timeout: 20_000 },
  );
}

async function playGame(browser, base, { size, keyboard }, errors) {
  const where = `${size}/${keyboard ? 'keys' : 'clicks'}`;
  const context = await browser.newContext({ viewport: SIZES[size], baseURL: base, isMobile: size === 'phone', hasTouch: size === 'phone' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  watchErrors(page, where, errors);
  await page.goto('/');
  const code = await startRightPrice(page, SMALL_RP);
  for (let round = 1; round <= SMALL_RP.rounds; round += 1) {
    for (let item = 1; item <= SMALL_RP.itemsPerRound; item += 1) {
      await waitForItem(page, round, item);
      await checkInView(page, `${where} round ${round} item ${item}`);
      const last = item === SMALL_RP.itemsPerRound;
      if (last) await recordSettlement(page);
      const amount = String(10 + item);
      if (keyboard) {
        if (item === 1) await tabToBet(page, `${where} round ${round}`);
        await page.keyboard.press('Control+A');
        await page.keyboard.type(amount);
        await page.keyboard.press('Enter');
      } else {
        await page.getByTestId('bet-input').fill(amount);
        if (round === 1 && item === 1) await page.getByTestId('bid').dblclick();
        else await page.getByTestId('bid').click();
      }
      if (last) break;
      // The item closes at once (the bot has acted): its moment names winner and price, the bet waits.
      const seen = await readWhileShown(page, `[data-testid=moment][data-item="${item}"]`, () => ({
        text: document.querySelector('[data-testid=moment-text]')?.textContent ?? '',
        held: document.querySelector('[data-testid=bet-panel]')?.dataset.moment,
        bid: document.querySelector('[data-testid=bid]')?.disabled,
      }), 10_000);
      check(new RegExp(`^(You|Bot\\d*) won item ${item} for \\d+$|^Nobody won item ${item}$`).test(seen.text), `${where}: the moment says "${seen.text}"`);
      check(seen.held === 'true' && seen.bid === true, `${where}: the bet takes input during the moment (${JSON.stringify(seen)})`);
      if (!keyboard && round === 1 && item === 1) {
        const state = await roomState(page, code);
        check(state.currentItem === 2 && state.you && !state.you.acted, `${where}: the double click bid on item 2 too`);
      }
    }
    // The break (or the end): the staged settlement.
    await page.waitForFunction(() => window.__settlement && 'settled' in window.__settlement && 'text' in window.__settlement, null, { timeout: 20_000 });
    checkSettlement(await page.evaluate(() => window.__settlement), SMALL_RP.itemsPerRound, `${where} round ${round}`);
  }
  await page.getByTestId('podium').waitFor({ timeout: 20_000 });
  const banner = (await page.getByTestId('final-banner').textContent()).trim();
  check(/^You (won|shared 1st place|finished \d(st|nd|rd|th))/.test(banner), `${where}: the podium says "${banner}"`);
  check((await page.locator('[data-testid^=final-row-][data-me=true]').count()) === 1, `${where}: your row is not highlighted`);
  const fit = await page.evaluate(() => {
    const t = document.querySelector('[data-testid=final-stats]').getBoundingClientRect();
    const names = [...document.querySelectorAll('.final-stats th[scope=row]')].every((el) => getComputedStyle(el).whiteSpace === 'nowrap');
    return { right: t.right, width: window.innerWidth, names };
  });
  check(fit.right <= fit.width && fit.names, `${where}: the final table does not fit (${JSON.stringify(fit)})`);
  await context.close();
  return { where, banner };
}

runBrowserTest(
  'The Right Price played at its table (two sizes, clicks and keys)',
  async ({ base, browser }) => {
    const errors = [];
    await step('time from opening the site to the first bet (Play now, for docs/perf.md)', async () => {
      const context = await browser.newContext({ viewport: SIZES.desktop, baseURL: base });
      const page = await context.newPage();
      const opened = Date.now();
      await page.goto('/');
      await page.getByTestId('play-now-right_price').click();
      await page.waitForSelector(BID);
      log(`     first bet possible ${Date.now() - opened} ms after opening the site`);
      await context.close();
    });
    const ways = [
      { size: 'desktop', keyboard: false },
      { size: 'desktop', keyboard: true },
      { size: 'phone', keyboard: false },
      { size: 'phone', keyboard: true },
    ];
    await step('four whole games: in view, the moment, one bid per double click, two Tabs to bet, the staged settlement', async () => {
      const results = await Promise.all(ways.map((way) => playGame(browser, base, way, errors)));
      for (const r of results) log(`     ${r.where}: "${r.banner}"`);
    });
    await step('no errors in the browser console', async () => {
      check(errors.length === 0, `page errors:\n  ${errors.join('\n  ')}`);
    });
  },
  { timeoutMs: 150_000 },
);

#!/usr/bin/env node
// Browser test of The Right Price's page against the real server: a guest
// sees the guest room limit on the create form; a registered player creates
// a small Blind room (2 rounds of 2 items, 5 s breaks), adds the bot, starts
// and plays the whole game through the page: the slider (keys, a click, a
// drag; thumb, end labels and markers lined up with the track), the ± buttons,
// the typed input (capped at the capital), Bid and Skip. Every sampled
// capital table is checked (columns, plain integers, Round changes = the sum,
// probabilities totalling 100.0% whenever shown); the break's settlement
// animation and re-sort are seen; the podium waits for the final countdown
// and reopens from its icon. Then part of an Open game: the bot's high bid
// and its raise are shown, the clock restarts with each bid, and a high bid
// wins the item.
//
//   cd web && npm run build && node ../tests/browser/right_price.mjs
import { check, log, runBrowserTest, step, watchErrors } from './harness.mjs';

const PASSWORD = 'correct-horse-battery';
const NAME = `Rita_${Date.now().toString(36).slice(-6)}`;
const HEADS = ['Player', 'Capital ($)', 'Winning probability', 'To bank', 'Auction payments', 'Prize', 'From bank', 'Round changes'];

async function newPage(browser, label, errors) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 950 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  watchErrors(page, label, errors);
  return page;
}

/** Everything the capital table shows, read in one go. */
function readTable(page) {
  return page.evaluate(() => {
    const table = document.querySelector('[data-testid=capital-table]');
    if (!table) return null;
    const text = (el) => (el ? el.textContent.trim() : null);
    return {
      heads: [...table.querySelectorAll('thead th')].map((th) => th.textContent.trim()),
      rows: [...table.querySelectorAll('tbody tr')].map((tr) => {
        const seat = tr.dataset.seat;
        const cell = (id) => text(tr.querySelector(`[data-testid=${id}-${seat}]`));
        return {
          seat: Number(seat),
          name: tr.dataset.name,
          nameCell: cell('name'),
          elo: cell('elo'),
          cap: cell('cap'),
          prob: cell('prob'),
          toBank: cell('to-bank'),
          payments: cell('payments'),
          prize: cell('prize'),
          fromBank: cell('from-bank'),
          changes: cell('changes'),
        };
      }),
      probTotal: text(table.querySelector('[data-testid=prob-total]')),
      animating: table.dataset.animating === 'true',
      order: table.dataset.order,
    };
  });
}

const INT = /^-?\d+$/;

/** The rulebook's table: its columns, plain integers, the sum, the signs, probabilities totalling 100.0%. */
function checkTable(t, where, stats) {
  check(t, `${where}: no capital table`);
  check(JSON.stringify(t.heads) === JSON.stringify(HEADS), `${where}: the columns are ${t.heads.join(' | ')}`);
  for (const r of t.rows) {
    for (const key of ['cap', 'toBank', 'payments', 'prize', 'fromBank', 'changes']) {
      check(INT.test(r[key] ?? ''), `${where}: ${r.name}'s ${key} reads "${r[key]}" (plain integers, no plus sign)`);
    }
    const [toBank, payments, prize, fromBank, changes] = [r.toBank, r.payments, r.prize, r.fromBank, r.changes].map(Number);
    check(toBank + payments + prize + fromBank === changes, `${where}: ${r.name}'s Round changes ${changes} is not the sum of ${toBank}, ${payments}, ${prize}, ${fromBank}`);
    check(toBank <= 0 && payments <= 0 && prize >= 0 && fromBank >= 0, `${where}: ${r.name}'s columns have the wrong signs`);
  }
  const shown = t.rows.filter((r) => r.prob !== '—');
  if (shown.length > 0) {
    check(shown.length === t.rows.length, `${where}: some rows show a dash and some a probability`);
    let tenths = 0;
    for (const r of shown) {
      const m = r.prob.match(/^(\d+)\.(\d)%$/);
      check(m, `${where}: ${r.name}'s probability reads "${r.prob}"`);
      tenths += Number(m[1]) * 10 + Number(m[2]);
    }
    check(tenths === 1000, `${where}: the probabilities total ${tenths / 10}%`);
    check(t.probTotal === '100.0%', `${where}: the total reads "${t.probTotal}"`);
    stats.probabilities += 1;
  } else {
    check(t.probTotal === '—', `${where}: every row shows a dash but the total reads "${t.probTotal}"`);
    stats.dashes += 1;
  }
  stats.tables += 1;
}

/** Boxes of the slider's parts (viewport px). */
function sliderGeometry(page) {
  return page.evaluate(() => {
    const box = (id) => {
      const r = document.querySelector(`[data-testid=${id}]`).getBoundingClientRect();
      return { left: r.left, right: r.right, center: r.left + r.width / 2, middle: r.top + r.height / 2, width: r.width };
    };
    return {
      track: box('slider-track'),
      thumb: box('bet-slider'),
      min: box('slider-min'),
      max: box('slider-max'),
      lo: box('marker-lo'),
      hi: box('marker-hi'),
      rail: box('slider-rail'),
    };
  });
}

function near(a, b, what, tolerance = 1.5) {
  check(Math.abs(a - b) <= tolerance, `${what}: ${a.toFixed(1)} vs ${b.toFixed(1)}`);
}

async function betValue(page) {
  return page.getByTestId('bet-input').inputValue();
}

async function sliderValue(page) {
  return Number(await page.getByTestId('bet-slider').getAttribute('aria-valuenow'));
}

async function waitForItem(page, round, item) {
  await page.waitForFunction(
    ([r, i]) => {
      const roundText = document.querySelector('[data-testid=round]')?.textContent ?? '';
      const itemText = document.querySelector('[data-testid=rp-item]')?.textContent ?? '';
      const bid = document.querySelector('[data-testid=bid]');
      return roundText.includes(`Round ${r} of`) && itemText.includes(`Item ${i} of`) && bid && !bid.disabled;
    },
    [round, item],
    { timeout: 20_000 },
  );
}

/** The item's range from the auction heading "Item 1: 8 – 20". */
async function itemRange(page) {
  const text = await page.locator('#auction-title').textContent();
  const m = text.match(/(\d+)\s*–\s*(\d+)/);
  return { lo: Number(m[1]), hi: Number(m[2]) };
}

async function pool(page) {
  return Number((await page.getByTestId('rp-pool').textContent()).trim());
}

async function roomState(page, code) {
  return page.evaluate(async (c) => (await fetch(`/api/rooms/${c}/state`)).json(), code);
}

async function createRoom(page, settings) {
  await page.getByTestId('new-room-game').selectOption('right_price');
  await page.getByTestId('rp-settings').waitFor();
  for (const [key, value] of Object.entries(settings)) {
    const field = page.getByTestId(`new-room-rp-${key}`);
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(String(value));
    else await field.fill(String(value));
  }
  await page.getByTestId('create-room').click();
  await page.waitForURL(/\/m\/[A-Z0-9]+$/);
  const code = new URL(page.url()).pathname.split('/').pop();
  await page.getByTestId('waiting-room').waitFor();
  await page.getByTestId('add-bot').click();
  await page.waitForSelector('[data-testid^=room-player-][data-bot=true]');
  await page.waitForSelector('[data-testid=start-room]:not([disabled])');
  await page.getByTestId('start-room').click();
  await page.getByTestId('capital-table').waitFor();
  return code;
}

/** Samples (and checks) the table every ~100 ms until `done()` holds; returns whether an animation was seen and the last table. */
async function watchBreak(page, where, stats, done, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  let animating = false;
  let last = null;
  while (Date.now() < until) {
    if (await done()) return { animating, last };
    const t = await readTable(page);
    if (t) {
      checkTable(t, where, stats);
      animating ||= t.animating;
      last = t;
    }
    await page.waitForTimeout(100);
  }
  throw new Error(`${where}: the break did not end in time`);
}

runBrowserTest(
  'right price',
  async ({ base, browser }) => {
    const errors = [];
    const page = await newPage(browser, 'Rita', errors);
    const stats = { tables: 0, probabilities: 0, dashes: 0 };
    let code = '';

    await step('a guest sees the guest room limit of 2 on the create form', async () => {
      await page.goto(`${base}/`);
      await page.waitForSelector('[data-testid=user-name][data-guest=true]');
      await page.getByTestId('new-room-game').selectOption('right_price');
      const options = await page.locator('[data-testid=new-room-capacity] option').evaluateAll((os) => os.map((o) => o.value));
      check(JSON.stringify(options) === JSON.stringify(['', '2']), `a guest is offered capacities ${options.join(',')}`);
      const limit = await page.getByTestId('new-room-capacity-limit').textContent();
      check(/Guest rooms: 2 players/.test(limit), `the limit reads "${limit}"`);
    });

    await step('sign up; the form offers 2–8 players and every setting with its default', async () => {
      await page.getByTestId('signup-open').click();
      await page.getByTestId('signup-username').fill(NAME);
      await page.getByTestId('signup-password').fill(PASSWORD);
      await page.getByTestId('signup-submit').click();
      await page.waitForSelector('[data-testid=user-name][data-guest=false]');
      await page.getByTestId('new-room-game').selectOption('right_price');
      const options = await page.locator('[data-testid=new-room-capacity] option').evaluateAll((os) => os.map((o) => o.value));
      check(JSON.stringify(options) === JSON.stringify(['', '2', '3', '4', '5', '6', '7', '8']), `capacities ${options.join(',')}`);
      const defaults = { startingCapital: '1000', basePrizePool: '300', itemsPerRound: '3', rounds: '5', bettingSeconds: '30', bettingMode: 'blind', paymentsTo: 'pool', roundBreakSeconds: '10' };
      for (const [key, value] of Object.entries(defaults)) {
        const shown = await page.getByTestId(`new-room-rp-${key}`).inputValue();
        check(shown === value, `${key} shows "${shown}", not the default ${value}`);
      }
      check((await page.getByTestId('new-room-rp-minIncrease').count()) === 0, 'Minimum increase is shown in Blind mode');
      await page.getByTestId('new-room-rp-bettingMode').selectOption('open');
      await page.getByTestId('new-room-rp-minIncrease').waitFor();
      await page.getByTestId('new-room-rp-bettingMode').selectOption('blind');
      await page.getByTestId('new-room-rp-minIncrease').waitFor({ state: 'detached' });
    });

    await step('create a Blind room (2 rounds × 2 items, 5 s break), add the bot, start', async () => {
      code = await createRoom(page, { rounds: 2, itemsPerRound: 2, bettingSeconds: 15, roundBreakSeconds: 5 });
      const t = await readTable(page);
      checkTable(t, 'start', stats);
      const me = t.rows.find((r) => r.name === NAME);
      const bot = t.rows.find((r) => r.name !== NAME);
      check(me && me.elo === '1500', `the player's row shows ELO "${me?.elo}"`);
      check(bot && bot.elo === null, `the bot's row shows ELO "${bot?.elo}"`);
      check(t.rows.every((r) => r.prob === '—'), 'probabilities before anyone holds an item are not dashes');
      log(`     room ${code}`);
    });

    await step('round 1, item 1: the slider (keys, click, drag) lines up with its track; ± buttons; Bid', async () => {
      await waitForItem(page, 1, 1);
      // Blind: the bot's row says it acted, never what.
      await page.waitForSelector('[data-testid=acted-1][data-acted=true]');
      check(!/\d/.test(await page.getByTestId('acted-1').textContent()), 'the bot\'s acted mark shows a number');
      const p = await pool(page);
      // The ends are dollars, the markers the item's values out of 100.
      const range = await itemRange(page);
      check((await page.getByTestId('marker-lo-label').textContent()).trim() === `${range.lo}/100`, 'the low marker is not "lo/100"');
      const thumb = page.getByTestId('bet-slider');
      await thumb.focus();
      await page.keyboard.press('Home');
      check((await betValue(page)) === '0', `Home gives a bet of ${await betValue(page)}`);
      let g = await sliderGeometry(page);
      near(g.thumb.center, g.track.left, 'at 0 the thumb centre is not on the track start');
      near(g.min.center, g.track.left, 'the 0 label is not on the track start');
      await page.keyboard.press('End');
      check((await betValue(page)) === String(p), `End gives ${await betValue(page)}, not the pool ${p}`);
      g = await sliderGeometry(page);
      near(g.thumb.center, g.track.right, 'at the pool the thumb centre is not on the track end');
      near(g.max.center, g.track.right, 'the pool label is not on the track end');
      check((await page.getByTestId('slider-max').textContent()).trim() === `$${p}`, 'the end label is not "$" and the pool');
      const { lo, hi } = await itemRange(page);
      near(g.lo.center, g.track.left + (lo / 100) * g.track.width, `the lo marker (${lo}) is misplaced`);
      near(g.hi.center, g.track.left + (hi / 100) * g.track.width, `the hi marker (${hi}) is misplaced`);
      await page.keyboard.press('ArrowLeft');
      check((await betValue(page)) === String(Math.ceil(p / 50) * 50 - 50), `ArrowLeft from the pool gives ${await betValue(page)}`);
      // A click in the middle of the track: half the pool, snapped to 50.
      await page.mouse.click(g.track.left + g.track.width / 2, g.rail.middle);
      const half = Math.round(p / 2 / 50) * 50;
      check((await betValue(page)) === String(half), `a click mid-track gives ${await betValue(page)}, not ${half}`);
      // A drag from the thumb to a third of the track.
      g = await sliderGeometry(page);
      await page.mouse.move(g.thumb.center, g.thumb.middle);
      await page.mouse.down();
      await page.mouse.move(g.track.left + g.track.width / 4, g.rail.middle, { steps: 5 });
      await page.mouse.move(g.track.left + g.track.width / 3, g.rail.middle, { steps: 5 });
      await page.mouse.up();
      const third = Math.round(p / 3 / 50) * 50;
      check((await betValue(page)) === String(third), `a drag to a third gives ${await betValue(page)}, not ${third}`);
      // The ± buttons.
      let expected = third;
      for (const [id, d] of [['plus-10', 10], ['plus-5', 5], ['plus-1', 1], ['minus-1', -1], ['minus-5', -5], ['minus-10', -10], ['plus-10', 10]]) {
        await page.getByTestId(`bet-${id}`).click();
        expected += d;
        check((await betValue(page)) === String(expected), `after ${id} the bet is ${await betValue(page)}, not ${expected}`);
        check((await sliderValue(page)) === expected, `after ${id} the slider is at ${await sliderValue(page)}`);
      }
      await page.getByTestId('bid').click();
      log(`     item 1 (${lo}–${hi}), pool ${p}: bid ${expected}`);
    });

    await step('item 2: typing past the capital resets to it and the slider stops at the end; Skip', async () => {
      await waitForItem(page, 1, 2);
      checkTable(await readTable(page), 'item 2', stats);
      const help = await page.locator('#bet-help').textContent();
      const capital = Number(help.match(/0 – (\d+)/)[1]);
      const p = await pool(page);
      await page.getByTestId('bet-input').fill('999999');
      check((await betValue(page)) === String(capital), `typing 999999 shows ${await betValue(page)}, not the capital ${capital}`);
      check((await sliderValue(page)) === Math.min(capital, p), `the slider is at ${await sliderValue(page)}`);
      let g = await sliderGeometry(page);
      if (capital >= p) near(g.thumb.center, g.track.right, 'a bet above the pool does not stop the thumb at the end');
      // Above the pool the thumb sits at the end and covers none of the labels there.
      const covered = await page.evaluate(() => {
        const thumb = document.querySelector('[data-testid=bet-slider]').getBoundingClientRect();
        return ['slider-max', 'marker-hi-label', 'marker-lo-label'].filter((id) => {
          const r = document.querySelector(`[data-testid=${id}]`).getBoundingClientRect();
          return r.left < thumb.right && r.right > thumb.left && r.top < thumb.bottom && r.bottom > thumb.top;
        });
      });
      check(covered.length === 0, `the thumb at the end covers ${covered.join(', ')}`);
      await page.getByTestId('bet-input').fill('25');
      check((await sliderValue(page)) === 25, `typing 25 puts the slider at ${await sliderValue(page)}`);
      g = await sliderGeometry(page);
      near(g.thumb.center, g.track.left + (25 / p) * g.track.width, 'the thumb does not follow the typed bet');
      await page.getByTestId('skip').click();
    });

    await step('the break: transfers one by one, rows re-sorted by capital, countdown, then round 2', async () => {
      await page.waitForSelector('.rp[data-phase=break]');
      const countdown = await page.getByTestId('info-countdown').textContent();
      check(/Next round in 0:0\d/.test(countdown), `the Info box reads "${countdown}"`);
      const seen = await watchBreak(page, 'break 1', stats, async () => (await page.locator('.rp[data-phase=betting]').count()) > 0);
      check(seen.animating, 'no settlement animation was seen in the break');
      // Once the animation is over the rows are in decreasing capital.
      const t = seen.last;
      check(t && !t.animating, 'the animation was still running at the end of the break');
      const caps = t.rows.map((r) => Number(r.cap));
      check(caps.every((c, i) => i === 0 || caps[i - 1] >= c), `the rows are not sorted by capital: ${caps.join(', ')}`);
    });

    await step('round 2: a typed bid and a ± bid', async () => {
      await waitForItem(page, 2, 1);
      await page.getByTestId('bet-input').fill('40');
      const entered = Date.now();
      await page.getByTestId('bet-input').press('Enter'); // Enter in the bet box places the bid
      await waitForItem(page, 2, 2);
      // The item moved on because the bid went in, long before its 15 s clock.
      check(Date.now() - entered < 8000, `item 2 came ${Date.now() - entered} ms after Enter`);
      checkTable(await readTable(page), 'round 2 item 2', stats);
      await page.getByTestId('bet-input').fill('');
      await page.getByTestId('bet-plus-10').click();
      await page.getByTestId('bet-plus-5').click();
      check((await betValue(page)) === '15', `an empty bet +10 +5 reads ${await betValue(page)}`);
      await page.getByTestId('bid').click();
    });

    await step('the end: the podium waits for the final countdown and the animation', async () => {
      await page.waitForSelector('.rp[data-phase=finished]');
      const countdown = await page.getByTestId('info-countdown').textContent();
      check(/Final results in 0:0\d/.test(countdown), `the Info box reads "${countdown}"`);
      check((await page.getByTestId('podium').count()) === 0, 'the podium shows during the final countdown');
      check((await page.getByTestId('podium-open').count()) === 0, 'the podium icon shows during the final countdown');
      const seen = await watchBreak(page, 'final break', stats, async () => (await page.getByTestId('podium').count()) > 0);
      const state = await roomState(page, code);
      check(state.serverTime >= state.breakEndsAt - 250, `the podium showed ${state.breakEndsAt - state.serverTime} ms before the countdown ended`);
      check(seen.animating, 'no settlement animation was seen after the final round');
      check((await page.getByTestId('info-countdown').count()) === 0, 'the countdown still shows with the podium');
    });

    await step('the final statistics: capital and ELO (+0.0 for one human with the bot, a dash for the bot)', async () => {
      await page.getByTestId('podium-place-1').waitFor();
      const state = await roomState(page, code);
      for (const s of state.result.standings) {
        const capital = (await page.getByTestId(`final-capital-${s.seat}`).textContent()).trim();
        check(capital === String(s.capital), `seat ${s.seat}'s final capital reads ${capital}, not ${s.capital}`);
      }
      const me = state.players.find((p) => p.name === NAME).seat;
      const bot = state.players.find((p) => p.name !== NAME).seat;
      await page.waitForFunction((seat) => /^[+-]\d+\.\d$/.test(document.querySelector(`[data-testid=final-elo-change-${seat}]`)?.textContent.trim() ?? ''), me, { timeout: 15_000 });
      const mine = (await page.getByTestId(`final-elo-change-${me}`).textContent()).trim();
      check(mine === '+0.0', `with one human and the bot the ELO change reads ${mine}`);
      const bots = (await page.getByTestId(`final-elo-change-${bot}`).textContent()).trim();
      check(bots === '–', `the bot's ELO change reads "${bots}"`);
      check((await page.getByTestId('ratings').count()) === 0, 'the generic ratings table shows next to the final statistics');
      await page.getByTestId('recreate').waitFor();
      log(`     final: ${state.result.standings.map((s) => `${state.players[s.seat].name} ${s.capital}`).join(', ')}`);
    });

    await step('the podium closes, and its icon opens it again', async () => {
      await page.getByTestId('podium-close').click();
      await page.getByTestId('podium').waitFor({ state: 'detached' });
      await page.getByTestId('game-over').waitFor();
      await page.getByTestId('podium-open').click();
      await page.getByTestId('podium').waitFor();
      await page.getByTestId('final-stats').waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('podium').waitFor({ state: 'detached' });
      log(`     ${stats.tables} tables checked, ${stats.probabilities} with probabilities (100.0%), ${stats.dashes} with dashes`);
      check(stats.probabilities > 0, 'no table with probabilities was checked');
    });

    await step('an Open room: the high bidder, its raise and the clock restart; a high bid wins', async () => {
      await page.goto(`${base}/`);
      await page.getByTestId('create-room-form').waitFor();
      const openCode = await createRoom(page, { bettingMode: 'open', minIncrease: 10, rounds: 1, itemsPerRound: 1, bettingSeconds: 15, roundBreakSeconds: 5 });
      // The bot opens at 0.
      await page.waitForSelector('[data-testid=high-bid][data-bidder="1"][data-amount="0"]');
      check((await page.getByTestId('high-bidder').textContent()).trim() === 'Bot1', 'the high bidder is not shown as Bot1');
      check((await page.getByTestId('high-amount').textContent()).trim() === '0', 'the high amount is not 0');
      await page.getByTestId('skip').waitFor();
      check(await page.getByTestId('skip').isEnabled(), 'Skip is off while the bot leads');
      const firstDeadline = await page.getByTestId('rp-clock').getAttribute('data-deadline');
      check((await betValue(page)) === '10', `the bet starts at ${await betValue(page)}, not the minimum 10`);
      await page.getByTestId('bet-plus-5').click();
      await page.getByTestId('bid').click();
      // The bot answers with exactly the minimum increase.
      await page.waitForSelector('[data-testid=high-bid][data-bidder="1"][data-amount="25"]');
      const raisedDeadline = await page.getByTestId('rp-clock').getAttribute('data-deadline');
      check(Number(raisedDeadline) > Number(firstDeadline), `the clock did not restart (${firstDeadline} → ${raisedDeadline})`);
      check((await betValue(page)) === '35', `after the raise the bet reads ${await betValue(page)}, not the new minimum 35`);
      await page.getByTestId('bet-input').fill('20');
      check(await page.getByTestId('bid').isDisabled(), 'Bid is enabled below the minimum');
      await page.getByTestId('bid-problem').waitFor();
      // Enter with a bet below the minimum sends nothing, and the typed 20 is not changed.
      await page.getByTestId('bet-input').press('Enter');
      await page.waitForTimeout(400);
      check((await page.locator('[data-testid=high-bid]').getAttribute('data-amount')) === '25', 'Enter below the minimum changed the high bid');
      check((await betValue(page)) === '20', `Enter below the minimum changed the typed bet to ${await betValue(page)}`);
      // A phone-sized screen: the board fits without sideways scrolling (the table scrolls inside its box).
      await page.setViewportSize({ width: 360, height: 740 });
      const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
      check(width <= 360, `the board is ${width}px wide on a 360px screen`);
      await page.setViewportSize({ width: 1200, height: 950 });
      await page.getByTestId('bet-input').fill('400');
      await page.getByTestId('bid').click();
      // Above the bot's maximum (the pool): it skips and the item is ours.
      await page.waitForSelector('[data-testid=rp-item-1][data-status=won]');
      const won = await page.getByTestId('rp-item-1').textContent();
      check(won.includes(`${NAME} paid 400`), `item 1 reads "${won}"`);
      log(`     open room ${openCode}: ${won.trim()}`);
    });

    await step('no errors in the browser console', async () => {
      check(errors.length === 0, `page errors:\n  ${errors.join('\n  ')}`);
    });
  },
  { timeoutMs: 150_000 },
);

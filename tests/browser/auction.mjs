#!/usr/bin/env node
// Blind Auction played whole at its drawn table against the real server, two
// tables at once: at 1280x800 by clicking and at 390x844 by keyboard. Each
// table has a human in the browser (who creates the room on the create form
// with short settings), an agent playing over HTTP with its own token (a
// small loop here posting legal moves) and two house bots. Each asserts that
// the page shows only its own private value (the agent's never reaches the
// DOM before the end, a spectator sees none), that the timer ring is on the
// seat to move, that a message over 280 code points is refused
// before sending, that talk and bids go in by click and by Enter, that a
// double click bids once, that the reveal moment shows every bid and the
// winner while the next turn takes no input, that the bid sits inside the
// viewport without scrolling, then the end's ranking, seed and commit, and
// the replay with every value; then a paid table's payouts.
//
//   cd web && npm run build && GAVEL_BIN=../build/gavel node ../tests/browser/auction.mjs
import { createHash } from 'node:crypto';
import { apiAgent, check, checkNamesWhole, log, runBrowserTest, step, watchErrors, readWhileShown } from './harness.mjs';

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const PASSWORD = 'correct-horse-battery';
const ITEMS = 3;
const AGENT_SEAT = 1;
// web/src/hooks.ts: how long input stays held after an accepted move.
const INPUT_HOLD_MS = 600;

async function ok(reply, what) {
  check(reply.ok(), `${what}: ${reply.status()} ${await reply.text()}`);
  return reply.json();
}

/** The agent: signs up, makes a token, joins the room and plays legal moves until the end. */
async function agentFor(browser, base, name) {
  const call = await apiAgent(browser, base, name, PASSWORD, 'test agent');
  const agent = { values: {}, bids: {}, said: [] };
  agent.join = async (code) => {
    const joined = await call('POST', `/api/rooms/${code}/join`, {});
    check(joined.status === 200, `the agent cannot join: ${JSON.stringify(joined.json)}`);
    const ready = await call('POST', `/api/rooms/${code}/ready`, { ready: true });
    check(ready.status === 200, `the agent cannot be ready: ${JSON.stringify(ready.json)}`);
  };
  agent.play = async (code) => {
    let version = 0;
    for (;;) {
      const { json: state } = await call('GET', `/api/rooms/${code}/state?wait=1&since=${version}`);
      version = state.version;
      if (state.status === 'finished') return state;
      if (state.status !== 'playing') continue;
      agent.values[state.item] = state.your_value;
      if (!state.you?.mustMove) continue;
      const legal = state.legalActions.map((a) => a.action);
      let move;
      if (legal.includes('bid')) {
        // A bid the test can find again in the reveal, never above the credits.
        move = { action: 'bid', amount: Math.min(state.your_credits, 3 + state.item) };
        agent.bids[state.item] = move.amount;
      } else if (state.item === 1) {
        move = { action: 'say', message: 'Agent here: I do not want item 1.' };
        agent.said.push(move.message);
      } else {
        move = { action: 'pass' };
      }
      const reply = await call('POST', `/api/rooms/${code}/move`, move);
      check(reply.status === 200, `the agent's legal move ${JSON.stringify(move)} was refused: ${JSON.stringify(reply.json)}`);
    }
  };
  return agent;
}

/** The host creates a Blind Auction room on the create form with short settings; adds two bots once the agent sits. */
async function createRoom(page, name) {
  await ok(await page.context().request.post('/api/auth/signup', { data: { username: name, password: PASSWORD } }), `sign up ${name}`);
  await page.goto('/');
  await page.getByTestId('new-room-game').selectOption('auction');
  // The settings come from the server's names, with its defaults shown.
  check((await page.getByTestId('new-room-auction-items').inputValue()) === '10', 'the items field does not show the default 10');
  await page.getByTestId('new-room-capacity').selectOption('4');
  await page.getByTestId('new-room-auction-items').fill(String(ITEMS));
  await page.getByTestId('new-room-auction-talk_rounds').fill('1');
  await page.getByTestId('new-room-auction-turnSeconds').fill('8');
  await page.getByTestId('create-room').click();
  await page.waitForURL(/\/m\/[A-Z0-9]+$/);
  await page.getByTestId('waiting-room').waitFor();
  return new URL(page.url()).pathname.split('/').pop();
}

function roomState(page, code) {
  return page.evaluate(async (c) => (await fetch(`/api/rooms/${c}/state`)).json(), code);
}

/** No value of the agent's is on the page: the only value shown is the viewer's own, and it is right. */
async function checkSecrecy(page, code, agent, where) {
  const mine = await roomState(page, code);
  const seen = await page.evaluate(() => ({
    tagged: [...document.querySelectorAll('[data-value-of]')].map((el) => ({ of: el.getAttribute('data-value-of'), text: el.textContent })),
    agentSeat: document.querySelector('[data-testid=seat-1]')?.textContent ?? '',
    text: document.body.innerText,
  }));
  check(seen.tagged.length > 0 && seen.tagged.every((t) => t.of === '0' && t.text.includes(`${mine.your_value}`)), `${where}: the value shown is not the viewer's own (${JSON.stringify(seen.tagged)}, own ${mine.your_value})`);
  check(!/value/i.test(seen.agentSeat), `${where}: the agent's seat shows a value: "${seen.agentSeat}"`);
  const own = new Set([mine.your_value, ...(mine.history ?? []).map((h) => h.your_value)]);
  for (const [item, value] of Object.entries(agent.values)) {
    if (own.has(value)) continue; // the same number as one of the viewer's own values: nothing to tell apart
    check(!new RegExp(`value\\s*${value}\\b`, 'i').test(seen.text), `${where}: the agent's value ${value} for item ${item} is on the page`);
  }
}

/** A spectator's page shows the item and the seats but no value and no action. */
async function checkSpectator(browser, base, code, where) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto(`/m/${code}`);
  await page.getByTestId('item-up').waitFor();
  const seen = await page.evaluate(() => ({
    values: document.querySelectorAll('[data-value-of]').length,
    bar: document.querySelectorAll('[data-testid=action-bar]').length,
    banner: document.querySelector('[data-testid=spectator-banner]')?.textContent ?? '',
  }));
  check(seen.values === 0 && seen.bar === 0, `${where}: a spectator sees a value or an action (${JSON.stringify(seen)})`);
  check(/private value/.test(seen.banner), `${where}: the spectator banner says "${seen.banner}"`);
  await context.close();
}

/** The action and its button lie inside the viewport, with the page not scrolled. */
async function checkInView(page, button, where) {
  const v = await page.evaluate((id) => {
    const r = document.querySelector(`[data-testid=${id}]`)?.getBoundingClientRect();
    return { inside: !!r && r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth, scrollY: window.scrollY };
  }, button);
  check(v.scrollY === 0 && v.inside, `${where}: ${button} is outside the viewport (${JSON.stringify(v)})`);
}

async function myTurn(page, what) {
  await page.waitForSelector(`[data-testid=${what}-form]`, { timeout: 20_000 });
  await page.waitForSelector('[data-testid=action-bar][data-held=false]', { timeout: 10_000 });
}

async function talk(page, item, keyboard, where) {
  await myTurn(page, 'talk');
  // The timer ring is on your seat alone: it is your turn.
  const rings = await page.locator('[data-testid^=seat-][data-to-move=true]').evaluateAll((seats) => seats.map((el) => el.dataset.testid));
  check(JSON.stringify(rings) === '["seat-0"]', `${where} item ${item}: the timer ring is on ${rings}, not on your seat`);
  await checkInView(page, 'say', `${where} item ${item}`);
  if (item === 1) {
    // 281 emoji: 562 UTF-16 units, 281 code points: one too many, refused here, not cut.
    await page.getByTestId('talk-input').fill('😀'.repeat(281));
    const count = (await page.getByTestId('talk-count').textContent()).trim();
    check(count.startsWith('281 / 280'), `${where}: the count says "${count}" for 281 emoji`);
    check(await page.getByTestId('say').isDisabled(), `${where}: Say takes a message of 281 code points`);
  }
  if (item === ITEMS) {
    await page.getByTestId('pass').click();
    return null;
  }
  const text = `${keyboard ? 'Keys' : 'Click'} say item ${item} 😀`;
  if (keyboard) {
    await page.getByTestId('talk-input').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
  } else {
    await page.getByTestId('talk-input').fill(text);
    await page.getByTestId('say').click();
  }
  await page.waitForSelector(`[data-testid=talk-line][data-seat="0"][data-item="${item}"]`);
  return text;
}

async function bid(page, item, keyboard, where) {
  await myTurn(page, 'bid');
  await checkInView(page, 'bid', `${where} item ${item}`);
  await checkInView(page, 'bid-input', `${where} item ${item}`);
  // Seat 0 seals first: nobody's bid is in yet.
  const bidsIn = (await page.getByTestId('bids-in').textContent()).trim();
  check(bidsIn === '0 of 4 bids in', `${where} item ${item}: the table says "${bidsIn}" before the first bid`);
  const amount = 10 + item;
  if (keyboard) {
    await page.getByTestId('bid-input').focus();
    await page.keyboard.type(String(amount));
    if (item === 2) {
      await page.getByTestId('bid-message').focus();
      await page.keyboard.type('A bid, and a word');
    }
    await page.keyboard.press('Enter');
  } else if (item === 1) {
    await page.getByTestId('bid-input').fill(String(amount));
    await page.getByTestId('bid').dblclick();
  } else {
    // ± from empty: +5 +5 +1 = 11, then +1 per item past the first.
    await page.getByTestId('bid-plus-5').click();
    await page.getByTestId('bid-plus-5').click();
    for (let i = 0; i < item; i += 1) await page.getByTestId('bid-plus-1').click();
    check((await page.getByTestId('bid-input').inputValue()) === String(amount), `${where}: the ± buttons made ${await page.getByTestId('bid-input').inputValue()}`);
    await page.getByTestId('bid').click();
  }
  return amount;
}

/** The reveal of `item`: every seat's bid face up and the winner named, while the next turn takes no input. */
async function checkReveal(page, code, item, bids, where) {
  const seen = await readWhileShown(page, `[data-testid=moment][data-item="${item}"]`, () => ({
    text: document.querySelector('[data-testid=moment-text]')?.textContent ?? '',
    revealed: [...document.querySelectorAll('[data-testid^=revealed-]')].map((el) => [el.getAttribute('data-testid').split('-')[1], el.textContent]),
    held: document.querySelector('[data-testid=action-bar]')?.dataset.moment,
    say: document.querySelector('[data-testid=say]')?.disabled ?? null,
    pass: document.querySelector('[data-testid=pass]')?.disabled ?? null,
  }), 15_000);
  check(new RegExp(`^(You|\\S+) won item ${item} for \\d+$|^Item ${item} went unsold`).test(seen.text), `${where}: the moment says "${seen.text}"`);
  check(seen.revealed.length === 4, `${where}: ${seen.revealed.length} bids face up, not 4`);
  // Read once the moment is on: the agent has bid by then.
  for (const [seat, amount] of Object.entries(bids())) {
    const shown = seen.revealed.find(([s]) => s === seat)?.[1] ?? '';
    check(shown.includes(`bid ${amount}`), `${where}: seat ${seat}'s bid ${amount} shows as "${shown}"`);
  }
  // After the last item the match is over: there is no next turn to hold.
  if (item < ITEMS) check(seen.held === 'true', `${where}: the action bar is not held during the moment`);
  if (item < ITEMS) check(seen.say !== false && seen.pass !== false, `${where}: the next talk turn takes input during the moment (${JSON.stringify(seen)})`);
  if (item < ITEMS) {
    // Past the hold that follows your own bid: the moment alone keeps Pass off now.
    await page.waitForTimeout(INPUT_HOLD_MS + 100);
    const later = await page.evaluate(() => ({
      moment: !!document.querySelector('[data-testid=moment]'),
      pass: document.querySelector('[data-testid=pass]')?.disabled ?? null,
    }));
    check(later.moment && later.pass !== false, `${where}: ${INPUT_HOLD_MS + 100} ms into the moment the next turn takes input (${JSON.stringify(later)})`);
  }
  const state = await roomState(page, code);
  const record = state.history.find((h) => h.item === item);
  check(record && seen.text.includes(`for ${record.price}`) === (record.winner !== null), `${where}: the moment's price is not the server's (${JSON.stringify(record)})`);
}

async function playTable(browser, base, size, keyboard, errors, tag) {
  const where = `${size}/${keyboard ? 'keys' : 'clicks'}`;
  const context = await browser.newContext({ viewport: SIZES[size], baseURL: base, isMobile: size === 'phone', hasTouch: size === 'phone' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  watchErrors(page, where, errors);
  // On the phone both humans carry the longest names an account may have (20
  // characters): the final ranking must still fit the screen.
  const phone = size === 'phone';
  const agent = await agentFor(browser, base, phone ? 'phone_agent_longname' : `agent${tag}`);
  const code = await createRoom(page, phone ? 'phone_host_long_name' : `host${tag}`);
  await agent.join(code);
  await page.getByTestId('add-bot').click();
  await page.waitForSelector('[data-testid=room-player-2]');
  await page.getByTestId('add-bot').click();
  await page.waitForSelector('[data-testid=room-player-3]');
  await page.waitForSelector('[data-testid=start-room]:not([disabled])');
  const played = agent.play(code);
  await page.getByTestId('start-room').click();
  await page.getByTestId('table').waitFor();

  for (let item = 1; item <= ITEMS; item += 1) {
    await page.waitForFunction((i) => (document.querySelector('[data-testid=item-up]')?.textContent ?? '').includes(`Item ${i} of`), item, { timeout: 20_000 });
    await checkSecrecy(page, code, agent, `${where} item ${item}`);
    if (item === 2) await checkSpectator(browser, base, code, where);
    await talk(page, item, keyboard, where);
    const mine = await bid(page, item, keyboard, where);
    // The agent's talk is on the page, with its seat and item.
    if (item === 1) await page.waitForSelector(`[data-testid=talk-line][data-seat="${AGENT_SEAT}"][data-item="1"]`);
    await checkReveal(page, code, item, () => ({ 0: mine, [AGENT_SEAT]: agent.bids[item] }), where);
    const errorsShown = await page.getByTestId('move-error').count();
    check(errorsShown === 0, `${where}: a move was refused on item ${item}: ${errorsShown ? await page.getByTestId('move-error').textContent() : ''}`);
    const state = await roomState(page, code);
    check(state.history.find((h) => h.item === item).bids.find((b) => b.seat === AGENT_SEAT).amount === agent.bids[item], `${where}: the agent's bid on item ${item} is not the one it sent`);
  }

  const final = await played;
  await page.getByTestId('final').waitFor({ timeout: 20_000 });
  const banner = (await page.getByTestId('final-banner').textContent()).trim();
  check(/^You (won|shared 1st place|finished \d(st|nd|rd|th))/.test(banner), `${where}: the end says "${banner}"`);
  check((await page.locator('[data-testid^=rank-row-]').count()) === 4, `${where}: the ranking has not 4 rows`);
  check((await page.locator('[data-testid^=rank-row-][data-me=true]').count()) === 1, `${where}: your row is not marked`);
  const order = await page.locator('[data-testid^=rank-row-]').evaluateAll((rows) => rows.map((r) => Number(r.dataset.testid.split('-').pop())));
  check(JSON.stringify(order) === JSON.stringify(final.ranking.map((r) => r.seat)), `${where}: the ranking's order ${order} is not the server's`);
  const fit = await page.getByTestId('ranking').evaluate((table) => ({ right: table.getBoundingClientRect().right, width: window.innerWidth }));
  check(fit.right <= fit.width, `${where}: the ranking is wider than the screen (${JSON.stringify(fit)})`);
  await checkNamesWhole(page.getByTestId('ranking'), `${where} ranking`);
  const seed = (await page.getByTestId('seed').textContent()).trim();
  const commit = (await page.getByTestId('commit').textContent()).trim();
  check(/^[0-9a-f]{64}$/.test(seed), `${where}: the seed shown is "${seed}"`);
  check(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex') === commit, `${where}: SHA-256 of the seed shown is not the commit shown`);
  check((await page.getByTestId('verify-hint').textContent()).includes('tools/verify_auction.py'), `${where}: no line on how to verify`);

  // The replay: item by item, every bid and every value, the agent's too.
  await page.getByTestId('replay-link').click();
  await page.getByTestId('auction-replay').waitFor();
  for (let item = 1; item <= ITEMS; item += 1) {
    await page.waitForSelector(`[data-testid=auction-replay][data-item="${item}"]`);
    await page.waitForFunction((v) => document.querySelector('[data-testid=replay-value-1]')?.textContent === String(v), final.values[item - 1][AGENT_SEAT], { timeout: 10_000 });
    const shownBid = (await page.getByTestId(`replay-bid-${AGENT_SEAT}`).textContent()) ?? '';
    check(shownBid.includes(String(agent.bids[item])), `${where}: the replay shows the agent's bid on item ${item} as "${shownBid}"`);
    check(agent.values[item] === final.values[item - 1][AGENT_SEAT], `${where}: the agent's value for item ${item} is not the one the end reveals`);
    if (item < ITEMS) await page.getByTestId('replay-next').click();
  }
  await context.close();
  return { where, banner };
}

/** A paid table of three accounts (no bots on paid tables): the end shows each seat's payout, the server's. */
async function playPaidTable(browser, base, errors) {
  const context = await browser.newContext({ viewport: SIZES.desktop, baseURL: base });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  watchErrors(page, 'paid table', errors);
  await ok(await context.request.post('/api/auth/signup', { data: { username: 'hostpaid', password: PASSWORD } }), 'sign up hostpaid');
  const agents = [await agentFor(browser, base, 'agentpa'), await agentFor(browser, base, 'agentpb')];
  const created = await ok(await context.request.post('/api/rooms', { data: { game: 'auction', capacity: 3, settings: { items: 1, talk_rounds: 0, turnSeconds: 8, stake: 10 } } }), 'a paid room');
  for (const agent of agents) await agent.join(created.code);
  await page.goto(`/m/${created.code}`);
  await page.waitForSelector('[data-testid=start-room]:not([disabled])');
  const played = agents.map((agent) => agent.play(created.code));
  await page.getByTestId('start-room').click();
  await myTurn(page, 'bid');
  await page.getByTestId('bid-input').fill('20');
  await page.getByTestId('bid').click();
  const [final] = await Promise.all(played);
  await page.getByTestId('payouts').waitFor({ timeout: 20_000 });
  const text = (await page.getByTestId('payouts').textContent()).trim();
  check(text.startsWith(`Pot ${final.payouts.pot} (10 from each seat), rake ${final.payouts.rake}:`), `the payouts line says "${text}" for ${JSON.stringify(final.payouts)}`);
  for (let seat = 0; seat < 3; seat += 1) {
    const shown = (await page.getByTestId(`paid-${seat}`).textContent()).trim();
    check(shown === String(final.payouts.paid[seat]), `seat ${seat} shows a payout of ${shown}, the server paid ${final.payouts.paid[seat]}`);
  }
  await context.close();
  return final.payouts;
}

runBrowserTest(
  'Blind Auction played at its table (two sizes, clicks and keys, with an agent and bots)',
  async ({ base, browser }) => {
    const errors = [];
    await step('two whole tables: secrecy, talk, bids, one bid per double click, the reveal moment, the end, the replay', async () => {
      const results = await Promise.all([playTable(browser, base, 'desktop', false, errors, 'd'), playTable(browser, base, 'phone', true, errors, 'p')]);
      for (const r of results) log(`     ${r.where}: "${r.banner}"`);
    });
    await step('a paid table of three accounts: the payouts at the end', async () => {
      log(`     payouts ${JSON.stringify(await playPaidTable(browser, base, errors))}`);
    });
    await step('no errors in the browser console', async () => {
      check(errors.length === 0, `page errors:\n  ${errors.join('\n  ')}`);
    });
  },
  { timeoutMs: 90_000 },
);

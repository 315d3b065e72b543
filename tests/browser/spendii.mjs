#!/usr/bin/env node
// Spendii played whole at its table against the real server: a human in the
// browser creates the room on the create form (the lowest target, the Short
// test deck, Betting positions, Manual payment), adds a house bot and plays
// to the end by clicking only: the bids (a sum other than 0 is refused before
// sending), the highlighted position at its rank, then each turn from the
// table's own controls (chips picked from the bank and Take, Buy with a
// payment choice, Hold, the chips to return, the tile to claim), hoarding
// chips for the first rounds so that a return and a payment choice come up,
// at 1280x800 and at phone size (the turn bar in view) at once. It checks
// that the bot's cards held from a deck stay face down (and the human's to a
// spectator, who has no turn bar), that the seat to move
// is marked, then the final standings against the server's, and the replay.
//
// Then a rated game of two humans and a house bot: two registered players
// (a guest cannot join another's room), the host at desktop size and the
// second at phone size, a Standard-deck room of three with Betting
// positions, 6 chips per colour and 4 gold chosen on the form. The second joins from the lobby and is ready, the host adds the
// bot and starts; each types its bids on its own page, both the same for A,
// the host first, so the tie goes to the earlier submission (the grid and
// the server's columns say so, every box reads "Submitted in Ns"); each
// chooses its position rank by rank, then both play their turns at once from
// their own pages (buy the most points, else take the most chips) to the
// end. Both pages' final tables must show the server's standings and each
// human's new ELO and change to one decimal as the room rated them, the
// change's colour by its sign (green, red, white), and dashes for the bot.
// The Short-deck tables are unrated (dashes, "This game was unrated."), and
// a last rated game of one human and a bot shows the lone human's unchanged
// ELO as +0.0 in white.
//
//   cd web && npm run build && GAVEL_BIN=../build/gavel node ../tests/browser/spendii.mjs
import { check, checkNamesWhole, log, runBrowserTest, step, watchErrors } from './harness.mjs';

const PASSWORD = 'correct-horse-battery';
const ME = 0;
const BOT = 1;

async function ok(reply, what) {
  check(reply.ok(), `${what}: ${reply.status()} ${await reply.text()}`);
  return reply.json();
}

/** The viewer's State, after version `since` when given (the room's long-poll). */
function roomState(page, code, since) {
  return page.evaluate(
    async ([c, v]) => (await fetch(`/api/rooms/${c}/state${v === null ? '' : `?wait=1&since=${v}`}`)).json(),
    [code, since ?? null],
  );
}

async function createRoom(page, name) {
  await ok(await page.context().request.post('/api/auth/signup', { data: { username: name, password: PASSWORD } }), `sign up ${name}`);
  await page.goto('/');
  await page.getByTestId('new-room-game').selectOption('spendii');
  check((await page.getByTestId('new-room-spendii-target').inputValue()) === '15', 'the target field does not show the default 15');
  await page.getByTestId('new-room-capacity').selectOption('2');
  await page.getByTestId('new-room-spendii-target').fill('6');
  await page.getByTestId('new-room-spendii-deck').selectOption('short');
  await page.getByTestId('new-room-spendii-positions').selectOption('betting');
  await page.getByTestId('new-room-spendii-payment').selectOption('manual');
  await page.getByTestId('new-room-spendii-moveAdvice').selectOption('true');
  await page.getByTestId('create-room').click();
  await page.waitForURL(/\/m\/[A-Z0-9]+$/);
  await page.getByTestId('waiting-room').waitFor();
  return new URL(page.url()).pathname.split('/').pop();
}

/** Bids by typing (or, on the phone, with the server's suggestion); a sum other than 0 leaves Submit disabled. */
async function bid(page, phone) {
  await page.getByTestId('bid-form').waitFor({ timeout: 20_000 });
  await page.getByTestId('bid-0').fill('-1');
  check(await page.getByTestId('submit-bids').isDisabled(), 'bids summing to −1 can be submitted');
  check((await page.getByTestId('bid-sum').textContent()).includes('must sum to 0'), 'no word on the sum');
  if (phone) {
    // The legal list's second example is a premium on A: −1 on A, +1 on B.
    await page.getByTestId('suggest-1').click();
    check((await page.getByTestId('bid-1').inputValue()) === '1', 'the suggestion did not fill the bid for B');
  } else {
    await page.getByTestId('bid-1').fill('1');
  }
  await page.waitForSelector('[data-testid=submit-bids]:not([disabled])');
  await page.getByTestId('submit-bids').click();
}

/** Chooses the first highlighted cell at each rank until play starts. */
async function select(page, code) {
  for (;;) {
    const state = await roomState(page, code);
    if (state.phase === 'play' || state.phase === 'over') return state;
    if (state.phase === 'selecting' && state.legalActions?.length) {
      await page.getByTestId('bid-grid').waitFor();
      const position = state.legalActions[0].position;
      const index = position === 'NO PLAY' ? state.players.length - 1 : position.charCodeAt(0) - 65;
      await page.getByTestId(`choose-${index}`).click();
    }
    await roomState(page, code, state.version);
  }
}

/** Clicks a chip button once per chip, waiting until each is enabled. */
async function pickChips(page, prefix, chips) {
  const list = Array.isArray(chips) ? chips : Object.entries(chips).flatMap(([c, n]) => Array(n).fill(c));
  for (const colour of list) {
    const button = page.getByTestId(`${prefix}-${colour}`);
    await page.waitForSelector(`[data-testid=${prefix}-${colour}]:not([disabled])`);
    await button.click();
  }
}

/** One stage of the viewer's turn, played through the table's controls. */
async function playStage(page, state, seen) {
  const legal = state.legalActions;
  await page.waitForSelector('[data-testid=action-bar][data-held=false]');
  if (state.stage === 'return') {
    // Gold is kept, so a later buy has a payment to choose.
    const returns = legal.filter((a) => a.action === 'return');
    const move = returns.find((a) => !a.chips.gold) ?? returns[0];
    await pickChips(page, 'return', move.chips);
    await page.getByTestId('return').click();
    seen.add('return');
    return;
  }
  if (state.stage === 'tile') {
    const move = legal.find((a) => a.action === 'tile');
    await page.getByTestId(`claim-${move.tile}`).click();
    seen.add('tile');
    return;
  }
  // Chips are hoarded (no buy) until more than 10 call for a return, for the first rounds.
  const hoarding = !seen.has('return') && state.round <= 6;
  const buys = hoarding ? [] : legal.filter((a) => a.action === 'buy');
  if (buys.length) {
    // A card with more than one way to pay, when there is one, so the payment choice comes up.
    const payments = (c) => buys.filter((b) => b.card === c).length;
    const card = (buys.find((b) => payments(b.card) > 1) ?? buys[0]).card;
    await page.getByTestId(`buy-${card}`).click();
    if (payments(card) > 1) {
      await page.getByTestId('payments').waitFor();
      await page.getByTestId('pay-0').click();
      seen.add('manual payment');
    }
    seen.add('buy');
    return;
  }
  // Hold once from a deck when chips are short, so a held card is on the table.
  const holdDeck = legal.find((a) => a.action === 'hold' && a.tier !== undefined);
  if (!seen.has('hold') && holdDeck && state.round >= 2) {
    await page.getByTestId(`hold-deck-${holdDeck.tier}`).click();
    seen.add('hold');
    return;
  }
  const takes = legal.filter((a) => a.action === 'take');
  const take = takes.find((a) => a.chips.length === 3) ?? takes.find((a) => a.chips.length === 2) ?? takes[0];
  if (take && (hoarding || !legal.some((a) => a.action === 'buy'))) {
    check(await page.getByTestId('take').isDisabled(), 'Take is enabled with nothing picked');
    await pickChips(page, 'bank', take.chips);
    await page.waitForSelector('[data-testid=take]:not([disabled])');
    await page.getByTestId('take').click();
    seen.add('take');
    return;
  }
  const hold = legal.find((a) => a.action === 'hold');
  if (hold) {
    await page.getByTestId(hold.card !== undefined ? `hold-${hold.card}` : `hold-deck-${hold.tier}`).click();
    seen.add('hold');
    return;
  }
  await page.getByTestId('pass').click();
  seen.add('pass');
}

/** What the page shows of the bot's held cards: none of a card held from a deck. */
async function checkHiddenHeld(page, state) {
  const bot = state.players.find((p) => p.seat === BOT);
  for (const [i, h] of (bot.held ?? []).entries()) {
    const shown = await page.getByTestId(`held-${BOT}-${i}`).getAttribute('data-card');
    if (h.card === null) check(shown === null, `the bot's card held from a deck shows card ${shown}`);
    else check(shown === String(h.card.id), `the bot's face-up held card shows ${shown}, not ${h.card.id}`);
  }
}

/** A spectator's page: the table without a turn bar, the human's card held from a deck face down. */
async function checkSpectator(browser, base, code, mine) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto(`/m/${code}`);
  await page.getByTestId('market').waitFor();
  check((await page.getByTestId('action-bar').count()) === 0, 'a spectator has a turn bar');
  const held = mine.players[ME].held;
  for (const [i, h] of held.entries()) {
    const shown = await page.getByTestId(`held-${ME}-${i}`).getAttribute('data-card');
    if (h.hidden) check(shown === null, `a spectator sees the human's card held from a deck (${shown})`);
  }
  await context.close();
  return held.some((h) => h.hidden);
}

async function play(page, code, phone, browser, base) {
  const seen = new Set();
  let state = await roomState(page, code);
  for (let guard = 0; guard < 400; guard += 1) {
    if (state.status === 'finished') return { state, seen };
    if (state.you?.mustMove && state.phase === 'play') {
      // The page's State may lag the long-poll's by a moment: wait until it shows this stage.
      // The bot does not move while the human is to move, so the table holds still here.
      await page.waitForSelector(`[data-testid=action-bar][data-stage=${state.stage}]`);
      await page.waitForSelector(`[data-testid=player-${ME}][data-to-move=true]`);
      await checkHiddenHeld(page, state);
      if (!phone && !seen.has('spectator') && seen.has('hold')) {
        check(await checkSpectator(browser, base, code, state), 'the human holds no card from a deck');
        seen.add('spectator');
      }
      if (phone) {
        const box = await page.getByTestId('action-bar').boundingBox();
        const height = page.viewportSize().height;
        check(box && box.y >= 0 && box.y + box.height <= height + 1, `the turn bar is not in the phone's view: ${JSON.stringify(box)}`);
      }
      if (!seen.has('advice') && state.stage === 'main') {
        // Move advice: asked on one's turn, shown in words; a legal move of this stage.
        await page.getByTestId('advice-button').click();
        const text = (await page.getByTestId('advice').textContent()).trim();
        check(/^(Take|Hold|Buy|Pass)/.test(text), `the advice reads "${text}"`);
        const advice = await page.evaluate(async (c) => (await fetch(`/api/rooms/${c}/advice`)).json(), code);
        check(state.legalActions.some((a) => JSON.stringify(a) === JSON.stringify(advice.advice)), `the advice ${JSON.stringify(advice)} is not a legal move`);
        seen.add('advice');
      }
      await playStage(page, state, seen);
    }
    state = await roomState(page, code, state.version);
  }
  throw new Error('the game did not end within 400 states');
}

const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

async function playTable(browser, base, size, errors) {
  const phone = size === 'phone';
  const context = await browser.newContext({ viewport: SIZES[size], baseURL: base, isMobile: phone, hasTouch: phone });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  watchErrors(page, size, errors);
  const code = await createRoom(page, `spender${size}`);
  await page.getByTestId('add-bot').click();
  await page.waitForSelector('[data-testid=room-player-1]');
  await page.waitForSelector('[data-testid=start-room]:not([disabled])');
  await page.getByTestId('start-room').click();

  // Position bidding: a sum other than 0 refused, then the rank-by-rank choice.
  await bid(page, phone);
  const placed = await select(page, code);
  check(placed.players.every((p) => p.position), `${size}: not every seat has a position: ${JSON.stringify(placed.players.map((p) => p.position))}`);
  await page.getByTestId('market').waitFor();
  const shown = (await page.getByTestId(`position-${ME}`).textContent()).trim();
  check(shown === placed.players[ME].position, `${size}: the page shows position ${shown}, the server ${placed.players[ME].position}`);

  // A whole game by clicking.
  const { state: final, seen } = await play(page, code, phone, browser, base);
  check(phone || seen.has('spectator'), `${size}: no spectator check was made`);
  check(seen.has('take') && seen.has('hold'), `${size}: the game was played without a take and a hold: ${[...seen]}`);
  check(seen.has('advice'), `${size}: move advice was never asked`);
  const errorsShown = await page.getByTestId('move-error').count();
  check(errorsShown === 0, `${size}: a move was refused: ${errorsShown ? await page.getByTestId('move-error').first().textContent() : ''}`);

  // The final standings are the server's.
  await page.getByTestId('final').waitFor({ timeout: 20_000 });
  const order = await page.locator('[data-testid^=rank-row-]').evaluateAll((rows) => rows.map((r) => Number(r.dataset.testid.split('-').pop())));
  check(JSON.stringify(order) === JSON.stringify(final.result.standings.map((s) => s.seat)), `${size}: the standings ${order} are not the server's`);
  check((await page.locator('[data-testid^=rank-row-][data-me=true]').count()) === 1, `${size}: your row is not marked`);
  // The Short test deck is unrated: dashes in both ELO columns, and a line saying why.
  await page.waitForSelector('[data-testid=final-rating-note]');
  check((await page.getByTestId('final-rating-note').textContent()).trim() === 'This game was unrated.', `${size}: the final table's note reads "${await page.getByTestId('final-rating-note').textContent()}"`);
  for (const seat of [ME, BOT]) {
    const cells = [(await page.getByTestId(`final-elo-${seat}`).textContent()).trim(), (await page.getByTestId(`final-elo-change-${seat}`).textContent()).trim()];
    check(cells.every((c) => c === '–'), `${size}: seat ${seat}'s ELO cells in an unrated game read ${cells}`);
  }
  const banner = (await page.getByTestId('final-banner').textContent()).trim();
  check(/^You (won|shared 1st place|finished 2nd)/.test(banner), `${size}: the end says "${banner}"`);

  // The replay: the log line by line and the final table.
  await page.getByTestId('replay-link').click();
  await page.getByTestId('spendii-replay').waitFor().catch((e) => {
    throw new Error(`${size}: no replay (${e.message}); page errors: ${errors.join(' | ')}`);
  });
  await page.getByTestId('replay-next').click();
  await page.waitForSelector('[data-testid=spendii-replay][data-line="1"]');
  await page.getByTestId('final').waitFor();
  await page.getByTestId('market').last().waitFor();
  // Stepping through the record's inputs: the table as it stood at each.
  await page.waitForSelector('[data-testid=replay-steps][data-step="0"]');
  check((await page.getByTestId('step-status').textContent()).length > 0, `${size}: no status at input 0`);
  await page.getByTestId('step-next').click();
  await page.waitForSelector('[data-testid=replay-steps][data-step="1"]');
  await page.getByTestId('step-last').click();
  const steps = (await page.evaluate(async (c) => (await fetch(`/api/rooms/${c}/replay/0`)).json(), code)).steps;
  await page.waitForSelector(`[data-testid=replay-steps][data-step="${steps}"]`);
  check(await page.getByTestId('step-next').isDisabled(), `${size}: Forward is offered at the last input`);
  // Move advice's look back in playback: one's latest completed turn, stage by stage.
  await page.getByTestId('replay-advice-button').click();
  await page.getByTestId('past-turn').waitFor();
  const stages = await page.locator('[data-testid=past-turn] li').allTextContents();
  check(stages.length >= 1 && stages[0].startsWith('Main action: advised '), `${size}: the last turn reads ${JSON.stringify(stages)}`);
  await page.getByTestId('step-first').click();
  await page.waitForSelector('[data-testid=replay-steps][data-step="0"]');
  await page.getByTestId('replay-advice-button').click();
  await page.getByTestId('past-turn-none').waitFor();
  await context.close();
  return { seen: [...seen], text: `${size}: moves ${[...seen].join(', ')}; ended by ${final.endReason} after round ${final.round}; "${banner}"` };
}

// ------------------------------------------------ two humans and a bot, rated

const HOST = 0;
const GUEST = 1;
const HOUSE = 2;
const HOST_BIDS = [-2, 1, 1];
const GUEST_BIDS = [-2, 1, 1];

async function signUp(page, name) {
  await ok(await page.context().request.post('/api/auth/signup', { data: { username: name, password: PASSWORD } }), `sign up ${name}`);
}

/**
 * A rated room on the create form: Standard deck, target 6; for three,
 * Betting positions with 6 chips per colour and 4 gold, else the defaults.
 */
async function createRatedRoom(page, capacity = 3) {
  await page.goto('/');
  await page.getByTestId('new-room-game').selectOption('spendii');
  await page.getByTestId('new-room-capacity').selectOption(String(capacity));
  await page.getByTestId('new-room-spendii-target').fill('6');
  if (capacity === 3) {
    await page.getByTestId('new-room-spendii-positions').selectOption('betting');
    check((await page.getByTestId('new-room-spendii-chips').inputValue()) === 'preset', 'the chips field does not start at the preset');
    await page.getByTestId('new-room-spendii-chips').selectOption('6');
    await page.getByTestId('new-room-spendii-gold').selectOption('4');
  }
  await page.getByTestId('create-room').click();
  await page.waitForURL(/\/m\/[A-Z0-9]+$/);
  await page.getByTestId('waiting-room').waitFor();
  return new URL(page.url()).pathname.split('/').pop();
}

/** Types one bid per position and submits them through the page. */
async function submitBids(page, bids) {
  await page.getByTestId('bid-form').waitFor({ timeout: 20_000 });
  for (const [i, b] of bids.entries()) await page.getByTestId(`bid-${i}`).fill(String(b));
  await page.waitForSelector('[data-testid=submit-bids]:not([disabled])');
  await page.getByTestId('submit-bids').click();
  await page.getByTestId('bid-form').waitFor({ state: 'detached' });
}

/** One stage of a plain player's turn: buy the most points, else take the most chips, else hold, else pass. */
async function playPlainStage(page, state) {
  const legal = state.legalActions;
  await page.waitForSelector('[data-testid=action-bar][data-held=false]');
  if (state.stage === 'return') {
    const move = legal.find((a) => a.action === 'return');
    await pickChips(page, 'return', move.chips);
    await page.getByTestId('return').click();
    return 'return';
  }
  if (state.stage === 'tile') {
    await page.getByTestId(`claim-${legal.find((a) => a.action === 'tile').tile}`).click();
    return 'tile';
  }
  const points = new Map();
  for (const tier of state.market) for (const c of tier.cards) if (c) points.set(c.id, c.points);
  for (const h of state.players[state.you.seat].held) if (h.card) points.set(h.card.id, h.card.points);
  const buys = legal.filter((a) => a.action === 'buy');
  if (buys.length) {
    const best = buys.reduce((a, b) => ((points.get(b.card) ?? 0) > (points.get(a.card) ?? 0) ? b : a));
    await page.getByTestId(`buy-${best.card}`).click();
    return 'buy';
  }
  const takes = legal.filter((a) => a.action === 'take');
  if (takes.length) {
    const take = takes.reduce((a, b) => (b.chips.length > a.chips.length ? b : a));
    await pickChips(page, 'bank', take.chips);
    await page.waitForSelector('[data-testid=take]:not([disabled])');
    await page.getByTestId('take').click();
    return 'take';
  }
  const hold = legal.find((a) => a.action === 'hold');
  if (hold) {
    await page.getByTestId(hold.card !== undefined ? `hold-${hold.card}` : `hold-deck-${hold.tier}`).click();
    return 'hold';
  }
  await page.getByTestId('pass').click();
  return 'pass';
}

/** One human's whole game from its own page, until the match is over. */
async function playPlain(page, code, seat) {
  const seen = new Set();
  let state = await roomState(page, code);
  for (let guard = 0; guard < 1500; guard += 1) {
    if (state.status === 'finished') return { state, seen };
    if (state.you?.mustMove && state.phase === 'play') {
      await page.waitForSelector(`[data-testid=action-bar][data-stage=${state.stage}]`);
      await page.waitForSelector(`[data-testid=player-${seat}][data-to-move=true]`);
      seen.add(await playPlainStage(page, state));
    }
    state = await roomState(page, code, state.version);
  }
  throw new Error(`seat ${seat}: the game did not end within 1500 states`);
}

/** The room's State once its ratings are stored (the page says "Storing the ratings…" until then). */
async function ratedState(page, code) {
  for (let i = 0; i < 100; i += 1) {
    const state = await roomState(page, code);
    if (state.room?.ratings) return state;
    await page.waitForTimeout(200);
  }
  throw new Error('the ratings were never stored');
}

const TONE_BACKGROUND = { up: 'rgb(226, 243, 229)', down: 'rgb(251, 229, 226)', same: 'rgb(255, 255, 255)' };

/** The final table on one page: the server's order, and each seat's ELO as the room rated it. */
async function checkFinalTable(page, label, state) {
  await page.getByTestId('final').waitFor({ timeout: 30_000 });
  const order = await page.locator('[data-testid^=rank-row-]').evaluateAll((rows) => rows.map((r) => Number(r.dataset.testid.split('-').pop())));
  check(JSON.stringify(order) === JSON.stringify(state.result.standings.map((s) => s.seat)), `${label}: the standings ${order} are not the server's`);
  await page.waitForFunction(() => !document.querySelector('[data-testid=final-rating-note]'), null, { timeout: 20_000 });
  check((await page.getByTestId('ratings').count()) === 0, `${label}: the room's own ratings table is shown beside the final table`);
  // The six columns fit the panel, the phone's too: nothing to scroll sideways for.
  const overflow = await page.locator('[data-testid=final] .table-scroll').evaluate((el) => el.scrollWidth - el.clientWidth);
  check(overflow <= 1, `${label}: the final table is ${overflow}px wider than its panel`);
  // Every name stays on one line, whole in the cell's title when the phone clips it.
  const names = await checkNamesWhole(page.locator('[data-testid=final] table'), `${label} final table`);
  const expected = order.map((seat) => state.players[seat].name);
  check(JSON.stringify(names) === JSON.stringify(expected), `${label}: the final table names ${names}, not ${expected}`);
  const tones = [];
  for (const rating of state.room.ratings) {
    const seat = rating.seat;
    const shownNew = (await page.getByTestId(`final-elo-${seat}`).textContent()).trim();
    const cell = page.getByTestId(`final-elo-change-${seat}`);
    const shownChange = (await cell.textContent()).trim();
    const tone = await cell.getAttribute('data-tone');
    if (state.players[seat].kind === 'bot') {
      check(rating.new === null && rating.change === null, `${label}: the bot was rated: ${JSON.stringify(rating)}`);
      check(shownNew === '–' && shownChange === '–' && tone === 'none', `${label}: the bot's row reads "${shownNew}" "${shownChange}" (${tone}), not dashes`);
      continue;
    }
    check(typeof rating.new === 'number' && typeof rating.change === 'number', `${label}: seat ${seat} is unrated: ${JSON.stringify(rating)}`);
    const tenths = Math.round(rating.change * 10);
    const expectedChange = `${tenths < 0 ? '-' : '+'}${(Math.abs(tenths) / 10).toFixed(1)}`;
    check(shownNew === (Math.round(rating.new * 10) / 10).toFixed(1), `${label}: seat ${seat}'s ELO reads ${shownNew}, rated ${rating.new}`);
    check(shownChange === expectedChange, `${label}: seat ${seat}'s change reads ${shownChange}, rated ${rating.change}`);
    const expectedTone = tenths > 0 ? 'up' : tenths < 0 ? 'down' : 'same';
    check(tone === expectedTone, `${label}: seat ${seat}'s change ${shownChange} is marked ${tone}`);
    const background = await cell.locator('.sp-elo-change').evaluate((el) => getComputedStyle(el).backgroundColor);
    check(background === TONE_BACKGROUND[tone], `${label}: seat ${seat}'s ${tone} change has background ${background}`);
    tones.push(`${seat}: ${shownNew} (${shownChange})`);
  }
  return tones;
}

async function openPage(browser, base, errors, label, size) {
  const phone = size === 'phone';
  const context = await browser.newContext({ viewport: SIZES[size], baseURL: base, isMobile: phone, hasTouch: phone });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  watchErrors(page, label, errors);
  return page;
}

/** One human against a bot, rated: the redistribution leaves a lone human's ELO unchanged, shown +0.0 in white. */
async function playRatedSolo(browser, base, errors) {
  const page = await openPage(browser, base, errors, 'solo', 'desktop');
  await signUp(page, 'rated_solo');
  const code = await createRatedRoom(page, 2);
  await page.getByTestId('add-bot').click();
  await page.waitForSelector('[data-testid=start-room]:not([disabled])');
  await page.getByTestId('start-room').click();
  const { seen } = await playPlain(page, code, 0);
  const final = await ratedState(page, code);
  const shown = await checkFinalTable(page, 'solo', final);
  const mine = final.room.ratings.find((r) => r.seat === 0);
  check(Math.round(mine.change * 10) === 0, `a lone human's ELO changed by ${mine.change}`);
  check((await page.getByTestId('final-elo-change-0').getAttribute('data-tone')) === 'same', "a lone human's unchanged ELO is not marked unchanged");
  await page.context().close();
  return `rated solo table ${code}: ${[...seen].join(', ')}; ended by ${final.endReason} after round ${final.round}; ELO ${shown.join(', ')}`;
}

async function playRatedTable(browser, base, errors) {
  const host = await openPage(browser, base, errors, 'host', 'desktop');
  const guest = await openPage(browser, base, errors, 'second human', 'phone');
  await signUp(host, 'rated_host');
  // The longest name an account may have (20), on the phone: the final table
  // must still fit.
  await signUp(guest, 'rated_guest_on_phone');

  // The host creates the room; the second player joins it from the lobby and is ready; the host adds the bot.
  const code = await createRatedRoom(host);
  await guest.goto('/');
  const action = guest.getByTestId(`lobby-action-${code}`);
  await action.waitFor();
  check((await action.getAttribute('data-choice')) === 'join', `the second player is offered ${await action.getAttribute('data-choice')}, not Join`);
  await action.click();
  await guest.waitForURL(new RegExp(`/m/${code}$`));
  await guest.getByTestId('ready-toggle').click();
  await guest.waitForSelector('[data-testid=ready-toggle][data-ready=true]');
  await host.getByTestId('add-bot').click();
  await host.waitForSelector(`[data-testid=room-player-${HOUSE}]`);
  await host.waitForSelector('[data-testid=start-room]:not([disabled])');
  await host.getByTestId('start-room').click();

  // Both bid the same for A, the host first: the tie goes to the earlier submission.
  await submitBids(host, HOST_BIDS);
  await submitBids(guest, GUEST_BIDS);
  let state = await roomState(host, code);
  check(state.settings.chips === 6 && state.settings.gold === 4, `the room has ${state.settings.chips} chips per colour and ${state.settings.gold} gold, not the 6 and 4 chosen`);
  check(JSON.stringify(state.bank) === JSON.stringify({ white: 6, blue: 6, green: 6, red: 6, black: 6, gold: 4 }), `the bank starts with ${JSON.stringify(state.bank)}`);
  while (state.phase === 'bidding') state = await roomState(host, code, state.version);
  check(state.phase === 'selecting', `after the bids the phase is ${state.phase}`);
  const times = state.players.map((p) => p.submittedMs);
  check(times[HOST] <= times[GUEST], `the host's bids came in after the second player's: ${times}`);
  check(JSON.stringify(state.players[HOST].bids) === JSON.stringify(HOST_BIDS) && JSON.stringify(state.players[GUEST].bids) === JSON.stringify(GUEST_BIDS), 'the bids the server holds are not the ones typed');
  check(times[HOUSE] >= 450 && times[HOUSE] <= 550, `the bot's bids came in at ${times[HOUSE]} ms, not 450-550`);
  check(JSON.stringify(state.columns[0]) === JSON.stringify([HOST, GUEST, HOUSE]), `position A's ranking is ${JSON.stringify(state.columns[0])}, not host, second player, bot`);
  for (const [page, label] of [[host, 'host'], [guest, 'second human']]) {
    await page.getByTestId('bid-grid').waitFor();
    for (const seat of [HOST, GUEST, HOUSE]) {
      const shown = (await page.getByTestId(`submitted-${seat}`).textContent()).trim();
      const expected = `Submitted in ${Math.floor(times[seat] / 1000)}s`;
      check(shown === expected, `${label}: seat ${seat}'s box reads "${shown}", not "${expected}"`);
    }
    check((await page.getByTestId(`cell-${HOST}-0`).textContent()).includes('(#1)'), `${label}: the host is not shown first for A`);
    check((await page.getByTestId(`cell-${GUEST}-0`).textContent()).includes('(#2)'), `${label}: the second player is not shown second for A`);
  }
  // Rank by rank, each human chooses on its own page.
  const [placed] = await Promise.all([select(host, code), select(guest, code)]);
  check(placed.players[HOST].position === 'A' && placed.players[HOST].startPoints === HOST_BIDS[0], `the host holds ${placed.players[HOST].position} with ${placed.players[HOST].startPoints} points, not A with ${HOST_BIDS[0]}`);
  const guestPosition = placed.players[GUEST].position;
  const guestIndex = guestPosition.charCodeAt(0) - 65;
  check(placed.players[GUEST].startPoints === GUEST_BIDS[guestIndex], `the second player starts on ${placed.players[GUEST].startPoints}, not the bid for ${guestPosition}`);
  for (const [page, label] of [[host, 'host'], [guest, 'second human']]) {
    await page.getByTestId('market').waitFor();
    for (const seat of [HOST, GUEST, HOUSE]) {
      const shown = (await page.getByTestId(`position-${seat}`).textContent()).trim();
      check(shown === placed.players[seat].position, `${label}: seat ${seat} shows position ${shown}, the server ${placed.players[seat].position}`);
    }
  }

  // The whole game, both humans at once from their own pages.
  const [mine, theirs] = await Promise.all([playPlain(host, code, HOST), playPlain(guest, code, GUEST)]);
  for (const [page, label] of [[host, 'host'], [guest, 'second human']]) {
    const shownErrors = await page.getByTestId('move-error').count();
    check(shownErrors === 0, `${label}: a move was refused: ${shownErrors ? await page.getByTestId('move-error').first().textContent() : ''}`);
  }
  const final = await ratedState(host, code);
  check(final.room.rated, 'the room is not rated');
  const shown = await checkFinalTable(host, 'host', final);
  await checkFinalTable(guest, 'second human', await ratedState(guest, code));
  await host.context().close();
  await guest.context().close();
  return `rated table ${code}: host ${[...mine.seen].join(', ')}; second player ${[...theirs.seen].join(', ')}; ended by ${final.endReason} after round ${final.round}; ELO ${shown.join(', ')}`;
}

runBrowserTest(
  'Spendii played at its table (a human and a bot, position bidding, manual payment; desktop and phone; then two humans and a bot, rated; then one human and a bot, rated)',
  async ({ base, browser }) => {
    const errors = [];
    await step('two whole games by clicking (create form, bids, positions, every stage of a turn, the end, the replay)', async () => {
      const results = await Promise.all([playTable(browser, base, 'desktop', errors), playTable(browser, base, 'phone', errors)]);
      for (const r of results) log(`     ${r.text}`);
      // Hoarding chips for the first rounds makes at least one table return chips over 10.
      check(results.some((r) => r.seen.includes('return')), 'neither table returned chips');
      // With gold from a hold and chips of the card's colour, a buy has several payments to choose from.
      check(results.some((r) => r.seen.includes('manual payment')), 'neither table chose a payment');
    });
    await step('two humans (desktop and phone) and a bot: a rated game with position bidding, the final table with ELO', async () => {
      log(`     ${await playRatedTable(browser, base, errors)}`);
    });
    await step('one human and a bot, rated: the lone human\'s ELO is unchanged, +0.0 in white', async () => {
      log(`     ${await playRatedSolo(browser, base, errors)}`);
    });
    await step('no errors in the browser console', async () => {
      check(errors.length === 0, `page errors:\n  ${errors.join('\n  ')}`);
    });
  },
  { timeoutMs: 480_000 },
);

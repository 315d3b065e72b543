#!/usr/bin/env node
// Hold'em played to the end at its drawn table against the real server: a
// human in the browser creates the room on the create form with short
// settings (40 chips, blinds 10 doubling, the shortest times, Manual
// submission), adds two house bots and plays every move by clicking: calls
// and checks, a typed raise, the Manual selection (pick, Submit, Best
// submission, Finalize), Continue Manual and Agree in a break. Each turn it
// checks that the page shows a bot's cards only where the State shows them,
// and that the Raise-to slider's scale obeys the rulebook. At the end: the
// podium at once, the final results after Agree (the final-results break),
// the Last hand review, and the replay stepping through hands and actions;
// once, the ELO changes panel (a human alone with bots changes by +0.0).
// At 1280x800, then at 390x844 the Testing area and a Manual selection again.
// Last, two players heads-up: one resigns, and the winner shows a card with
// Reveal now in the final-results break.
//
//   cd web && npm run build && GAVEL_BIN=../build/gavel node ../tests/browser/holdem.mjs
import { check, log, runBrowserTest, step, watchErrors } from './harness.mjs';

const PASSWORD = 'correct-horse-battery';
const CHIPS = 40;

async function ok(reply, what) {
  check(reply.ok(), `${what}: ${reply.status()} ${await reply.text()}`);
  return reply.json();
}

function roomState(page, code) {
  return page.evaluate(async (c) => (await fetch(`/api/rooms/${c}/state`)).json(), code);
}

/** The room's State once the page has drawn exactly it, so the test acts on what the page shows. */
async function drawnState(page, code) {
  for (;;) {
    const state = await roomState(page, code);
    if (state.status === 'finished') return state;
    await page.waitForFunction((v) => Number(document.querySelector('.game.holdem')?.getAttribute('data-version') ?? 0) >= v, state.version);
    const drawn = Number(await page.locator('.game.holdem').getAttribute('data-version'));
    if (drawn === state.version) return state;
  }
}

async function createRoom(page) {
  await page.goto('/');
  await page.getByTestId('new-room-game').selectOption('holdem');
  check((await page.getByTestId('new-room-holdem-starting_chips').inputValue()) === '1000', 'the starting chips field does not show the default 1000');
  await page.getByTestId('new-room-capacity').selectOption('3');
  await page.getByTestId('new-room-holdem-starting_chips').fill(String(CHIPS));
  await page.getByTestId('new-room-holdem-big_blind').fill('10');
  await page.getByTestId('new-room-holdem-progression').selectOption('x2');
  await page.getByTestId('new-room-holdem-action_seconds').selectOption('15');
  await page.getByTestId('new-room-holdem-selection_seconds').selectOption('30');
  await page.getByTestId('new-room-holdem-break_seconds').selectOption('30');
  await page.getByTestId('new-room-holdem-submission').selectOption('manual');
  await page.getByTestId('create-room').click();
  await page.waitForURL(/\/m\/[A-Z0-9]+$/);
  await page.getByTestId('waiting-room').waitFor();
  return new URL(page.url()).pathname.split('/').pop();
}

/**
 * Every hole card on the page is what the State gives this viewer: a number, or hidden for null.
 * The cards and the version the page drew are read in one step: the State can move on meanwhile
 * (the turn's deadline passes, the hand reaches a Manual showdown that shows every hand), and a
 * newer drawing is not compared with an older State. Returns whether it compared.
 */
async function checkCards(page, state, where) {
  const drawn = await page.evaluate(() => ({
    version: Number(document.querySelector('.game.holdem')?.getAttribute('data-version') ?? 0),
    cards: Object.fromEntries([...document.querySelectorAll('[data-testid^=hole-][data-card]')].map((el) => [el.getAttribute('data-testid'), el.getAttribute('data-card')])),
  }));
  if (drawn.version !== state.version) return false;
  for (const p of state.players) {
    if (!p.dealt || state.phase === 'break' || state.phase === 'over') continue;
    (p.cards ?? []).forEach((card, i) => {
      const id = `hole-${p.seat}-${i}`;
      check(id in drawn.cards, `${where}: ${id} is not drawn`);
      check(drawn.cards[id] === (card === null ? 'hidden' : String(card)), `${where}: ${id} shows ${drawn.cards[id]}, the State has ${card}`);
    });
  }
  return true;
}

/** The slider's scale: a whole number, within the total, at least 1.2x the pot when affordable, the selection not above 80 %. */
async function checkSlider(page, state, where) {
  const kind = (await page.getByTestId('raise-slider').count()) ? 'raise' : 'bet';
  const max = Number(await page.getByTestId(`${kind}-slider`).getAttribute('data-scale-max'));
  const me = state.players.find((p) => p.seat === state.your_seat);
  const total = me.stack + me.bet;
  const floor = Math.min(Math.ceil(1.2 * state.pot), total);
  check(Number.isInteger(max) && max <= total && max >= floor, `${where}: slider maximum ${max} (total ${total}, pot ${state.pot})`);
  return kind;
}

async function waitNewer(page, code, version) {
  await page.waitForFunction(
    async ([c, v]) => (await (await fetch(`/api/rooms/${c}/state`)).json()).version > v,
    [code, version],
    { timeout: 20_000, polling: 100 },
  );
}

/** Whether the element shows within a few seconds. */
async function appears(page, testid) {
  return page
    .waitForSelector(`[data-testid=${testid}]`, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
}

/** With HOLDEM_SHOTS=<dir>, a screenshot of the page to look at (no check). */
async function shot(page, name) {
  if (process.env.HOLDEM_SHOTS) await page.screenshot({ path: `${process.env.HOLDEM_SHOTS}/${name}.png`, fullPage: true });
}

async function clickWhenFree(page, testid) {
  await page.waitForSelector('[data-testid=action-bar][data-held=false]', { timeout: 10_000 });
  await page.getByTestId(testid).click();
}

/** Plays one tournament to the end by clicking; returns what it did. */
async function playTournament(page, code) {
  const did = { raises: 0, calls: 0, selections: 0, finalized: 0, agreed: 0, manual: false, turns: 0, whatIf: false };
  for (;;) {
    const state = await drawnState(page, code);
    if (state.status === 'finished') return { did, state };
    const where = `hand ${state.hand} ${state.phase}/${state.street}`;
    const legal = (state.legalActions ?? []).map((a) => a.action);
    await page.waitForSelector(`[data-testid=status-line]`);
    // On the human's own turn the State holds still until the click, so the page and the State can be compared.
    if (state.phase === 'betting' && state.to_act === state.your_seat) await checkCards(page, state, where);
    if (state.phase === 'betting' && state.to_act === state.your_seat && legal.some((a) => ['call', 'check'].includes(a))) {
      // The page may already show a newer State than the one read: read again.
      if (!(await appears(page, 'betting-controls'))) continue;
      did.turns += 1;
      await shot(page, `turn-${did.turns}`);
      if (!did.whatIf) {
        // The ELO changes panel: the server's rule on the ranking by chips; a human alone with bots changes by exactly 0.
        did.whatIf = true;
        await page.getByTestId('what-if-toggle').click();
        const me = state.your_seat;
        await page.waitForFunction((s) => document.querySelector(`[data-testid=what-if-change-${s}]`)?.textContent === '+0.0', me, { timeout: 10_000 });
        const rows = await page.locator('[data-testid=what-if-table] tbody tr').count();
        check(rows === state.players.length, `the ELO changes panel lists ${rows} players`);
        const first = state.players.find((p) => state.places[p.seat] === 1).seat;
        check(!(await page.getByTestId(`what-if-up-${first}`).isVisible()), 'the first rank shows an up arrow');
        await page.getByTestId('what-if-toggle').click();
      }
      if (did.raises === 0 && (legal.includes('raise') || legal.includes('bet'))) {
        const kind = await checkSlider(page, state, where);
        const range = state.legalActions.find((a) => a.action === kind).params[kind === 'bet' ? 'amount' : 'to'];
        await page.getByTestId(`${kind}-amount`).fill(String(range.min));
        await clickWhenFree(page, kind);
        did.raises += 1;
      } else {
        await clickWhenFree(page, legal.includes('check') ? 'check' : 'call');
        did.calls += 1;
      }
      await waitNewer(page, code, state.version);
    } else if (state.phase === 'selection' && legal.includes('finalize')) {
      if (!(await appears(page, 'selection-panel'))) continue;
      await shot(page, `selection-${state.hand}`);
      if (!state.you.saved) {
        await clickWhenFree(page, 'pick-best');
        await clickWhenFree(page, 'submit-selection');
        did.selections += 1;
        await waitNewer(page, code, state.version);
        const after = await roomState(page, code);
        if (after.phase === 'selection' && after.you.saved) {
          // The Best submission shows the saved score and its cards.
          const text = `${after.you.saved_score} (${after.you.saved.cards.join(' + ')})`;
          await page.waitForFunction((t) => (document.querySelector('[data-testid=best-submission]')?.textContent ?? '').includes(t), text);
        }
      } else {
        await clickWhenFree(page, 'finalize');
        did.finalized += 1;
        await waitNewer(page, code, state.version);
      }
    } else if (state.phase === 'break' && legal.includes('agree')) {
      await clickWhenFree(page, 'agree');
      did.agreed += 1;
      await waitNewer(page, code, state.version);
    } else if (!did.manual && legal.includes('continue') && state.phase === 'betting') {
      // Once: Continue Manual, so a later break waits for Agree.
      await clickWhenFree(page, 'continue-manual');
      did.manual = true;
      await waitNewer(page, code, state.version);
    } else {
      await waitNewer(page, code, state.version).catch(() => {});
    }
  }
}

/** A room made on the create form, two bots added, started: its code once the table shows. */
async function openTableOn(page) {
  const code = await createRoom(page);
  await page.getByTestId('add-bot').click();
  await page.waitForSelector('[data-testid=room-player-1]');
  await page.getByTestId('add-bot').click();
  await page.waitForSelector('[data-testid=room-player-2]');
  await page.waitForSelector('[data-testid=start-room]:not([disabled])');
  await page.getByTestId('start-room').click();
  await page.getByTestId('table').waitFor();
  const state = await roomState(page, code);
  check(state.settings.starting_chips === CHIPS && state.settings.submission === 'manual' && state.settings.action_seconds === 15, `settings not as made: ${JSON.stringify(state.settings)}`);
  await page.getByTestId('testing-area').waitFor();
  return code;
}

/** Plays tournaments to the end until the human made a Manual selection in one; its result and code. */
async function playUntilSelected(page, code) {
  // A tournament can end without a showdown the human reaches (all folds, an early bust): then a new table.
  for (let table = 1; ; table += 1) {
    const result = await playTournament(page, code);
    log(`     table ${table}: did ${JSON.stringify(result.did)}`);
    check(result.did.turns > 0, 'the human never had a betting turn');
    if (result.did.selections > 0) return { result, code };
    check(table < 4, 'four tournaments without a Manual selection by the human');
    code = await openTableOn(page);
  }
}

/** The cards of `seat`'s row in the Last hand review as the page draws them. */
function reviewCards(page, seat) {
  return page.locator(`[data-testid=last-hand-seat-${seat}] [data-card]`).evaluateAll((els) => els.map((el) => el.getAttribute('data-card')));
}

/**
 * Two registered players heads-up; the other one resigns in hand 1 (facing a
 * raise when the winner acts first), so the winner takes it by folds with
 * both cards unshown and the tournament is over. In the final-results break
 * the winner's page offers Reveal now per card; a click shows that card to
 * the other player's page, and the other card stays hidden.
 */
async function revealAfterTheEnd(browser, base, errors) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: base });
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: base });
  const page = await context.newPage();
  const watcher = await other.newPage();
  page.setDefaultTimeout(15_000);
  watcher.setDefaultTimeout(15_000);
  watchErrors(page, 'holdem-reveal', errors);
  watchErrors(watcher, 'holdem-reveal-other', errors);
  await ok(await context.request.post('/api/auth/signup', { data: { username: 'holdemshows', password: PASSWORD } }), 'sign up');
  await ok(await other.request.post('/api/auth/signup', { data: { username: 'holdemquits', password: PASSWORD } }), 'sign up');
  const made = await ok(await context.request.post('/api/rooms', { data: { game: 'holdem', capacity: 2, settings: { starting_chips: CHIPS, big_blind: 10, action_seconds: 60 } } }), 'create');
  const code = made.code;
  await ok(await other.request.post(`/api/rooms/${code}/join`, { data: {} }), 'join');
  await ok(await other.request.post(`/api/rooms/${code}/ready`, { data: { ready: true } }), 'ready');
  const started = (await ok(await context.request.post(`/api/rooms/${code}/start`, { data: {} }), 'start')).state;
  const seat = started.your_seat;
  if (started.to_act === seat) {
    const raise = started.legalActions.find((a) => a.action === 'raise');
    await ok(await context.request.post(`/api/rooms/${code}/move`, { data: { action: 'raise', to: raise.params.to.min } }), 'raise');
  }
  await ok(await other.request.post(`/api/rooms/${code}/resign`, { data: {} }), 'resign');
  await page.goto(`/m/${code}`);
  await watcher.goto(`/m/${code}`);
  await page.getByTestId('final-break').waitFor();
  await page.getByTestId('reveal-now-1').waitFor();
  await watcher.getByTestId('last-hand').waitFor();
  const before = await reviewCards(watcher, seat);
  check(JSON.stringify(before) === '["hidden","hidden"]', `the other player sees ${before} before the reveal`);
  await page.getByTestId('reveal-now-1').click();
  await page.waitForFunction(() => !document.querySelector('[data-testid=reveal-now-1]'));
  const state = await (await other.request.get(`/api/rooms/${code}/state`)).json();
  const mine = (await (await context.request.get(`/api/rooms/${code}/state`)).json()).last_hand.seats.find((s) => s.seat === seat).cards;
  check(JSON.stringify(state.last_hand.seats.find((s) => s.seat === seat).cards) === JSON.stringify([null, mine[1]]), 'the State does not show exactly the revealed card');
  await watcher.waitForFunction(([s, card]) => [...document.querySelectorAll(`[data-testid=last-hand-seat-${s}] [data-card]`)].map((el) => el.getAttribute('data-card')).join() === `hidden,${card}`, [seat, mine[1]]);
  check((await page.getByTestId('reveal-now-0').count()) === 1, 'Reveal now for the other card is gone');
  await shot(page, 'reveal-after-end');
  await context.close();
  await other.close();
}

runBrowserTest(
  "Hold'em tournament with a human and two bots, played to the end by clicking",
  async ({ base, browser }) => {
    const errors = [];
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: base });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    watchErrors(page, 'holdem', errors);
    let code;
    const openTable = async () => {
      code = await openTableOn(page);
    };
    await step('the create form makes a Hold\'em room with short settings; two bots; start', async () => {
      await ok(await page.context().request.post('/api/auth/signup', { data: { username: 'holdemhost', password: PASSWORD } }), 'sign up');
      await openTable();
    });
    await step('the Testing area: sums within the maximum and Reset', async () => {
      await page.getByTestId('test-card-20').click();
      await page.getByTestId('test-card-9').click();
      await page.getByTestId('test-card-5').click(); // 34 > 30: refused
      check((await page.getByTestId('testing-sum').textContent()).includes('29'), 'the testing sum is not 29');
      await page.getByTestId('testing-reset').click();
      check((await page.getByTestId('testing-sum').textContent()).includes('0 /'), 'Reset did not clear the testing sum');
    });
    let result;
    await step('play to the end by clicking, the Manual selection included', async () => {
      ({ result, code } = await playUntilSelected(page, code));
    });
    await step('the end: the podium at once, the final results after the human agrees', async () => {
      const standings = result.state.result.standings;
      check(standings.length === 3, `standings list ${standings.length} players`);
      await page.getByTestId('podium').waitFor();
      const names = Object.fromEntries(result.state.players.map((p) => [p.seat, p.name]));
      const first = standings.filter((s) => s.place === 1).map((s) => names[s.seat]);
      const step1 = await page.getByTestId('podium-1').textContent();
      check(first.every((n) => step1.includes(n)), `the podium's first step shows "${step1}", the winner is ${first.join(', ')}`);
      await page.getByTestId('last-hand').waitFor(); // the last hand stays in view through the break
      await page.getByTestId('final-break').waitFor();
      check((await page.getByTestId('final-standings').count()) === 0, 'the final results opened before the break ended');
      await page.getByTestId('agree-results').click();
      await page.getByTestId('final-standings').waitFor();
      check((await page.getByTestId('final-break').count()) === 0, 'the break still shows after everyone agreed');
      const after = await roomState(page, code);
      check(after.room.finalBreak.everyoneAgreed, 'the State does not say everyone agreed');
    });
    await step('the replay steps through hands and actions', async () => {
      await page.goto(`/replay/${code}`);
      await page.getByTestId('holdem-replay').waitFor();
      await page.getByTestId('final-standings').waitFor();
      const hand = page.getByTestId('replay-hand');
      await hand.waitFor();
      check((await hand.getAttribute('data-hand')) === '1', 'the replay does not open at hand 1');
      check((await hand.getAttribute('data-step')) === '0', 'the replay does not open before the first action');
      await page.getByTestId('replay-step-next').click();
      check((await hand.getAttribute('data-step')) === '1', 'Next action did not step');
      check((await page.locator('[data-testid=replay-actions] li').count()) === 1, 'one action is not listed after one step');
      await page.getByTestId('replay-step-end').click();
      await page.getByTestId('replay-won').waitFor();
      const hands = result.state.hand;
      if (hands > 1) {
        await page.getByTestId('replay-next').click();
        check((await hand.getAttribute('data-hand')) === '2', 'Next hand did not go to hand 2');
        check((await hand.getAttribute('data-step')) === '0', 'a new hand does not start at its first action');
      }
      // The replay shows no card that was never shown: every card it names was shown in its hand.
      const shown = await page.locator('[data-testid^=replay-shown-] [data-card]').evaluateAll((els) => els.map((el) => el.getAttribute('data-card')));
      check(shown.every((c) => c === 'hidden' || /^\d+$/.test(c)), `replay cards ${shown.join(',')}`);
    });
    await step('at 390x844: the Testing area and a Manual selection played by clicking', async () => {
      const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: base });
      const small = await phone.newPage();
      small.setDefaultTimeout(15_000);
      watchErrors(small, 'holdem-390', errors);
      await ok(await phone.request.post('/api/auth/signup', { data: { username: 'holdemphone', password: PASSWORD } }), 'sign up');
      const first = await openTableOn(small);
      await small.getByTestId('test-card-20').click();
      await small.getByTestId('test-card-9').click();
      check((await small.getByTestId('testing-sum').textContent()).includes('29'), 'the testing sum is not 29 at 390x844');
      const overflow = await small.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      check(overflow <= 1, `the table is ${overflow}px wider than a 390px screen`);
      await playUntilSelected(small, first);
      await phone.close();
    });
    await step('Reveal now in the final-results break: the winner by a resignation shows a card', async () => {
      await revealAfterTheEnd(browser, base, errors);
    });
    await step('no errors in the browser console', async () => {
      check(errors.length === 0, `page errors:\n  ${errors.join('\n  ')}`);
    });
    await context.close();
  },
  { timeoutMs: 400_000 },
);

#!/usr/bin/env node
// Hold'em's three grid card types on the page, against the real server, at
// 1280x800 and 390x844: the create form's Edit panel (a tile toggled off,
// Save, the preview; once, an empty panel refused), a room made with that
// panel (its settings hold it), a heads-up hand against an agent that only
// calls, checks and finalizes, the testing area (Other pieces opens, closes
// on Escape, picks a piece up, the piece placed) and the Manual selection
// arranged by clicks (one piece) and by keys (the other), submitted and
// accepted with the score the page showed; then the Last hand review's
// drawings and Best possible; Create same room keeps the panel.
//
//   cd web && npm run build && GAVEL_BIN=../build/gavel node ../tests/browser/holdem_grid.mjs
import { apiAgent, check, log, runBrowserTest, step, watchErrors } from './harness.mjs';

const PASSWORD = 'correct-horse-battery';
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
// The tile each run toggles off in the Edit panel (one click: a square or a
// triangle leaves the panel, a full polyabolo square becomes a gap).
const TYPES = {
  square_grid: { tile: '7-4', full: 40 },
  triangular_grid: { tile: '11-3', full: 48 },
  polyabolo_grid: { tile: '3-3', full: 32, perTile: 2 },
};

async function ok(reply, what) {
  check(reply.ok(), `${what}: ${reply.status()} ${await reply.text()}`);
  return reply.json();
}

function roomState(page, code) {
  return page.evaluate(async (c) => (await fetch(`/api/rooms/${c}/state`)).json(), code);
}

/** An agent seat over the HTTP API: calls or checks, finalizes a selection without one, agrees in breaks. */
async function agentFor(browser, base, name) {
  const call = await apiAgent(browser, base, name, PASSWORD, 'grid agent');
  return {
    async join(code) {
      check((await call('POST', `/api/rooms/${code}/join`, {})).status === 200, 'the agent cannot join');
      check((await call('POST', `/api/rooms/${code}/ready`, { ready: true })).status === 200, 'the agent cannot be ready');
    },
    async play(code) {
      let version = 0;
      for (;;) {
        const { json: state } = await call('GET', `/api/rooms/${code}/state?wait=1&since=${version}`);
        if (!state || state.status === 'finished') return;
        version = state.version;
        const legal = (state.legalActions ?? []).map((a) => a.action);
        const move = ['check', 'call', 'finalize', 'agree'].find((a) => legal.includes(a));
        if (move) await call('POST', `/api/rooms/${code}/move`, { action: move });
      }
    },
  };
}

/** The create form: Hold'em heads-up with this card type, the Edit panel used, short settings. */
async function createRoom(page, type, tryEmpty) {
  const spec = TYPES[type];
  await page.goto('/');
  await page.getByTestId('new-room-game').selectOption('holdem');
  await page.getByTestId('new-room-capacity').selectOption('2');
  await page.getByTestId('new-room-holdem-card_type').selectOption(type);
  await page.getByTestId('new-room-holdem-starting_chips').fill('200');
  await page.getByTestId('new-room-holdem-progression').selectOption('fixed');
  await page.getByTestId('new-room-holdem-selection_seconds').selectOption('90');
  await page.getByTestId('new-room-holdem-action_seconds').selectOption('60');
  await page.getByTestId('new-room-holdem-submission').selectOption('manual');
  // Hover previews the suggested panel before any save.
  await page.getByTestId('edit-panel').hover();
  await page.getByTestId('panel-preview').waitFor();
  check((await page.getByTestId('panel-size').textContent()).includes(`${spec.full} tiles`), `the suggested ${type} panel is not ${spec.full} tiles`);
  await page.getByTestId('edit-panel').click();
  if (tryEmpty) {
    // Every cell of the 4x4 polyabolo frame: a full square becomes a gap in one click.
    for (let y = 0; y < 4; y++) for (let x = 0; x < 4; x++) await page.getByTestId(`edit-tile-${x}-${y}`).click();
    check((await page.getByTestId('panel-edit-size').textContent()).trim() === '0 tiles', 'the emptied panel does not count 0 tiles');
    await page.getByTestId('panel-save').click();
    await page.getByTestId('panel-message').waitFor();
    await page.getByTestId('panel-cancel').click();
    await page.getByTestId('panel-edit-svg').waitFor({ state: 'detached' });
    check((await page.getByTestId('panel-size').textContent()).includes(`${spec.full} tiles`), 'Cancel kept the edits');
    await page.getByTestId('edit-panel').click();
    await page.getByTestId('panel-edit-svg').waitFor();
  }
  // By keys: focus the tile and press Enter.
  await page.getByTestId(`edit-tile-${spec.tile}`).focus();
  await page.keyboard.press('Enter');
  const expected = spec.full - (spec.perTile ?? 1);
  check((await page.getByTestId('panel-edit-size').textContent()).trim() === `${expected} tiles`, `the edited ${type} panel is not ${expected} tiles`);
  await page.getByTestId('panel-save').click();
  check((await page.getByTestId('panel-size').textContent()).includes(`${expected} tiles`), 'Save did not keep the panel');
  await page.getByTestId('create-room').click();
  await page.waitForURL(/\/m\/[A-Z0-9]+$/);
  await page.getByTestId('waiting-room').waitFor();
  return { code: new URL(page.url()).pathname.split('/').pop(), expected };
}

/** Clicks the panel tile under the held piece's first tile (the piece goes there, and fits). */
async function clickGhostAnchor(page, prefix) {
  const tile = await page.locator(`[data-testid=${prefix}-ghost] polygon`).first().getAttribute('data-tile');
  const [x, y] = tile.split('-');
  // A polyabolo half lies in a panel square named [x, y, 4]; other tiles are named alike.
  const exact = page.getByTestId(`${prefix}-tile-${tile}`);
  await ((await exact.count()) ? exact : page.locator(`[data-testid^="${prefix}-tile-${x}-${y}-"]`).first()).click();
}

async function waitFor(page, code, test, what) {
  for (let i = 0; i < 200; i++) {
    const state = await roomState(page, code);
    if (test(state)) return state;
    await page.waitForTimeout(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function playOne(browser, base, type, size, n) {
  const errors = [];
  const context = await browser.newContext({ viewport: SIZES[size], baseURL: base });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  watchErrors(page, `${type}/${size}`, errors);
  await ok(await context.request.post('/api/auth/signup', { data: { username: `gridhost${n}`, password: PASSWORD } }), 'sign up host');
  const { code, expected } = await createRoom(page, type, type === 'polyabolo_grid' && size === 'desktop');
  // Practice draws each sample hand's pieces where the solver laid them, on this room's panel.
  const arrangement = page.getByTestId('practice-arrangement-0');
  await arrangement.waitFor();
  const practiceScore = (await page.getByTestId('practice-score-0').textContent()).match(/score (\d+)/)[1];
  check((await arrangement.getAttribute('data-score')) === practiceScore, `${type} Practice draws ${await arrangement.getAttribute('data-score')} tiles for a hand scored ${practiceScore}`);
  const agent = await agentFor(browser, base, `gridagent${n}`);
  await agent.join(code);
  void agent.play(code).catch(() => {});
  await page.waitForSelector('[data-testid=start-room]:not([disabled])');
  await page.getByTestId('start-room').click();
  await page.getByTestId('table').waitFor();
  let state = await roomState(page, code);
  const tiles = (state.settings.panel ?? []).reduce((sum, t) => sum + (t.length === 3 && t[2] === 4 ? 2 : 1), 0);
  check(tiles === expected, `the room's panel holds ${tiles} tiles, the form saved ${expected}`);

  // The testing area: Other pieces opens, Escape closes, a piece picked from it is held, then placed.
  await page.getByTestId('testing-area').waitFor();
  await page.getByTestId('other-pieces').click();
  await page.getByTestId('other-pieces-list').waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('other-pieces-list').waitFor({ state: 'detached', timeout: 5_000 });
  await page.getByTestId('other-pieces').click();
  const other = page.locator('[data-testid^=other-piece-]').first();
  const otherCard = await other.getAttribute('data-testid');
  await other.click();
  await page.getByTestId('other-pieces-list').waitFor({ state: 'detached', timeout: 5_000 });
  await page.waitForSelector(`[data-testid=testing][data-held="${otherCard.replace('other-piece-', '')}"]`, { timeout: 5_000 });
  await clickGhostAnchor(page, 'testing');
  await page.waitForFunction(() => Number(document.querySelector('[data-testid=testing]')?.getAttribute('data-score')) > 0);

  // Call or check to the showdown.
  for (;;) {
    state = await roomState(page, code);
    const legal = (state.legalActions ?? []).map((a) => a.action);
    if (state.phase === 'selection' && legal.includes('select')) break;
    const move = ['check', 'call'].find((a) => legal.includes(a));
    if (move && (await page.getByTestId(move).count())) {
      await page.waitForSelector('[data-testid=action-bar][data-held=false]');
      await page.getByTestId(move).click();
      await waitFor(page, code, (s) => s.version > state.version, 'the move');
    } else {
      await page.waitForTimeout(100);
    }
  }
  check((await page.locator('[data-testid=testing-placed-other-' + otherCard.replace('other-piece-', '') + ']').count()) === 1, 'the testing draft did not survive the reveals');

  // The Manual selection: one piece by clicks, the other by keys.
  await page.getByTestId('selection-panel').waitFor();
  await page.getByTestId('arrange-piece-own-0').click();
  await clickGhostAnchor(page, 'arrange');
  await page.getByTestId('arrange-placed-own-0').waitFor();
  await page.getByTestId('arrange-piece-own-1').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('arrange-ghost').waitFor({ timeout: 5_000 });
  // A full turn and a double mirror bring the piece back to where it fitted.
  const turns = type === 'triangular_grid' ? 6 : 4;
  for (let i = 0; i < turns; i++) await page.keyboard.press('r');
  await page.keyboard.press('f');
  await page.keyboard.press('f');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  // Back where it fitted: drawn as fitting (green).
  await page.waitForSelector('[data-testid=arrange-ghost].legal', { timeout: 5_000 });
  await page.keyboard.press('Enter');
  await page.getByTestId('arrange-placed-own-1').waitFor();
  const shown = Number(await page.getByTestId('arrange').getAttribute('data-score'));
  check(shown > 0, 'the arrangement covers nothing');
  await page.waitForSelector('[data-testid=action-bar][data-held=false]');
  // With HOLDEM_SHOTS=<dir>, a screenshot of the arrangement to look at (no check).
  if (process.env.HOLDEM_SHOTS) await page.screenshot({ path: `${process.env.HOLDEM_SHOTS}/grid-${type}-${size}.png`, fullPage: true });
  await page.getByTestId('submit-selection').click();
  const after = await waitFor(page, code, (s) => s.phase !== 'selection' || s.you?.saved, 'the saved selection');
  if (after.phase === 'selection') {
    check(after.you.saved_score === shown, `the server scored ${after.you.saved_score}, the page showed ${shown}`);
    check(after.you.saved.placements.length === 2, 'the saved selection does not hold both pieces');
    await page.waitForFunction((t) => (document.querySelector('[data-testid=best-submission]')?.textContent ?? '').includes(t), `Best submission: ${shown}`);
    if (!after.players.find((p) => p.seat === after.your_seat).finalized) {
      await page.waitForSelector('[data-testid=action-bar][data-held=false]');
      await page.getByTestId('finalize').click();
    }
  }
  // The showdown review: this hand's arrangement drawn, Best possible opens an optimal one.
  const done = await waitFor(page, code, (s) => s.last_hand && s.last_hand.hand === 1, 'the hand to settle');
  const me = done.last_hand.seats.find((s) => s.seat === done.your_seat);
  check(me.score === shown, `the review scores ${me.score}, the page showed ${shown}`);
  // On Auto the break may already be over: the review then opens with Last hand.
  if (!(await page.getByTestId('last-hand').count())) await page.getByTestId('last-hand-button').click();
  await page.getByTestId(`last-hand-used-${me.seat}`).waitFor();
  check(Number(await page.getByTestId(`last-hand-used-${me.seat}`).getAttribute('data-score')) === me.score, 'the drawn arrangement does not cover the score');
  if (me.best_possible !== undefined) {
    await page.getByTestId(`best-possible-${me.seat}`).click();
    await page.getByTestId(`last-hand-best-${me.seat}`).waitFor();
    check(Number(await page.getByTestId(`last-hand-best-${me.seat}`).getAttribute('data-score')) === me.best_possible, 'the Best possible drawing does not cover its score');
  }
  // Create same room keeps the panel: resign (the agent wins), then recreate.
  await ok(await context.request.post(`/api/rooms/${code}/resign`, { data: {} }), 'resign');
  await waitFor(page, code, (s) => s.status === 'finished', 'the end');
  const again = await ok(await context.request.post(`/api/rooms/${code}/recreate`, { data: {} }), 'Create same room');
  const next = await ok(await context.request.get(`/api/rooms/${again.code}/state`), 'the new room');
  check(JSON.stringify(next.settings?.panel) === JSON.stringify(state.settings.panel), `Create same room changed the panel: ${JSON.stringify(next.settings?.panel)}`);
  check(errors.length === 0, `page errors:\n  ${errors.join('\n  ')}`);
  log(`     ${type} at ${size}: scored ${shown}, best possible ${me.best_possible}`);
  await context.close();
}

runBrowserTest(
  "Hold'em grid types: Edit panel, testing area, Manual arrangement by clicks and keys, showdown drawings",
  async ({ base, browser }) => {
    let n = 0;
    for (const type of Object.keys(TYPES)) {
      for (const size of Object.keys(SIZES)) {
        n += 1;
        await step(`${type} at ${SIZES[size].width}x${SIZES[size].height}`, () => playOne(browser, base, type, size, n));
      }
    }
  },
  { timeoutMs: 240_000 },
);

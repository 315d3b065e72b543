#!/usr/bin/env node
// Hold'em's Point-Voronoi and Practice pages against the real server. The
// create form shows no Maximum sum, submission mode or selection time for
// Point-Voronoi; the waiting room's Practice (Point-Voronoi, then Value-sum)
// draws the server's scenario, keeps it while a bot joins and changes it on
// Generate scenario; a tournament with two bots is played by clicking (call
// or check) until a hand reaches a showdown: before it, the Visible points
// preview holds only the player's own points and the revealed board (a
// spectator's only the board), and the page never holds another hand's
// point; at it, the official diagram with the server's shares, in the
// testing area and the Last hand review. At 1280x800 and 390x844.
//
//   cd web && npm run build && GAVEL_BIN=../build/gavel node ../tests/browser/holdem_voronoi.mjs
import { check, log, runBrowserTest, step, watchErrors } from './harness.mjs';

const PASSWORD = 'correct-horse-battery';

async function ok(reply, what) {
  check(reply.ok(), `${what}: ${reply.status()} ${await reply.text()}`);
  return reply.json();
}

function roomState(page, code) {
  return page.evaluate(async (c) => (await fetch(`/api/rooms/${c}/state`)).json(), code);
}

function practiceOf(page, code, seed) {
  return page.evaluate(async ([c, s]) => (await fetch(`/api/rooms/${c}/practice?seed=${s}`)).json(), [code, seed]);
}

/** With HOLDEM_SHOTS=<dir>, a screenshot of the page to look at (no check). */
async function shot(page, name) {
  if (process.env.HOLDEM_SHOTS) await page.screenshot({ path: `${process.env.HOLDEM_SHOTS}/${name}.png`, fullPage: true });
}

async function noHorizontalOverflow(page, where) {
  const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  check(sizes.scroll <= sizes.client + 1, `${where}: horizontal overflow (${sizes.scroll} > ${sizes.client})`);
}

/** The Practice panel as drawn: its seed, hands (cards, winner, share) and the diagram's region count. */
async function drawnPractice(page) {
  await page.waitForSelector('[data-testid=practice][data-seed]:not([data-seed=""]) [data-testid=practice-scenario]');
  return page.evaluate(() => {
    const panel = document.querySelector('[data-testid=practice]');
    const hands = [...panel.querySelectorAll('[data-testid^=practice-hand-]')].map((li) => ({
      cards: li.getAttribute('data-cards'),
      winner: li.getAttribute('data-winner') === 'true',
      share: li.querySelector('[data-testid^=practice-share-]')?.textContent ?? null,
      score: li.querySelector('[data-testid^=practice-score-]')?.textContent ?? null,
    }));
    const diagram = panel.querySelector('[data-testid=practice-diagram]');
    return { seed: panel.getAttribute('data-seed'), type: panel.getAttribute('data-card-type'), hands, regions: diagram ? Number(diagram.getAttribute('data-regions')) : null };
  });
}

/** The drawn scenario is exactly the server's for its seed: cards, winners, shares (never recomputed). */
async function checkPractice(page, code, type, where) {
  const drawn = await drawnPractice(page);
  check(drawn.type === type, `${where}: Practice shows ${drawn.type}, not ${type}`);
  const served = (await practiceOf(page, code, drawn.seed)).scenario;
  check(drawn.hands.length === served.hands.length && served.hands.length >= 2, `${where}: ${drawn.hands.length} hands drawn, ${served.hands.length} served`);
  served.hands.forEach((hand, i) => {
    const d = drawn.hands[i];
    check(d.cards === hand.cards.join(','), `${where}: hand ${i} cards ${d.cards}, served ${hand.cards}`);
    check(d.winner === served.winners.includes(i), `${where}: hand ${i} winner mark differs from the server's`);
    if (type === 'point_voronoi') check(d.share?.includes(`${hand.share_percent} %`), `${where}: hand ${i} share "${d.share}", served ${hand.share_percent}`);
    else check(d.score?.includes(String(hand.score)), `${where}: hand ${i} score "${d.score}", served ${hand.score}`);
  });
  if (type === 'point_voronoi') check(drawn.regions === served.hands.length * 2 + 2, `${where}: the diagram has ${drawn.regions} regions`);
  return drawn;
}

async function generate(page, before) {
  await page.getByTestId('practice-generate').click();
  await page.waitForFunction((s) => {
    const seed = document.querySelector('[data-testid=practice]')?.getAttribute('data-seed');
    return seed && seed !== s;
  }, before.seed);
}

async function addBot(page, seat) {
  await page.getByTestId('add-bot').click();
  await page.waitForSelector(`[data-testid=room-player-${seat}]`);
}

/** The Voronoi points the page draws in an SVG, by key and owner. */
function drawnPoints(page, testid) {
  return page.locator(`[data-testid=${testid}] [data-testid^=vpoint-]`).evaluateAll((els) => els.map((el) => ({ key: el.getAttribute('data-testid').slice(7), owner: el.getAttribute('data-owner') })));
}

/** Every card number the page shows anywhere (hole cards, board, review). */
function pageCards(page) {
  return page.locator('[data-card]').evaluateAll((els) => els.map((el) => el.getAttribute('data-card')).filter((c) => c !== 'hidden'));
}

async function drawnState(page, code) {
  for (;;) {
    const state = await roomState(page, code);
    if (state.status === 'finished') return state;
    await page.waitForFunction((v) => Number(document.querySelector('.game.holdem')?.getAttribute('data-version') ?? 0) >= v, state.version);
    const drawn = Number(await page.locator('.game.holdem').getAttribute('data-version'));
    if (drawn === state.version) return state;
  }
}

async function waitNewer(page, code, version) {
  await page.waitForFunction(async ([c, v]) => (await (await fetch(`/api/rooms/${c}/state`)).json()).version > v, [code, version], { timeout: 20_000, polling: 100 });
}

async function clickWhenFree(page, testid) {
  await page.waitForSelector('[data-testid=action-bar][data-held=false]', { timeout: 10_000 });
  await page.getByTestId(testid).click();
}

/** The preview on the player's own turn (the State holds still): exactly their points while in, and the board. */
async function checkPreview(page, state, where) {
  const me = state.players.find((p) => p.seat === state.your_seat);
  const points = await drawnPoints(page, 'voronoi-preview');
  const expected = [...(me.folded ? [] : me.cards.map((c) => [String(c), String(me.seat)])), ...state.board.map((c) => [String(c), 'board'])];
  const got = points.filter((p) => p.owner !== 'trial').map((p) => [p.key, p.owner]);
  check(JSON.stringify(got) === JSON.stringify(expected), `${where}: the preview draws ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`);
  const hidden = state.players.filter((p) => p.seat !== me.seat).flatMap((p) => p.cards.filter((c) => c !== null));
  check(hidden.length === 0, `${where}: the State shows another hand's point before showdown`);
  const regions = Number(await page.getByTestId('voronoi-preview').getAttribute('data-regions'));
  check(regions === points.length, `${where}: the preview has ${regions} regions for ${points.length} points`);
}

/** Calls or checks every turn until a hand is settled at a showdown with a diagram; returns that break's State. */
async function playToShowdown(page, code, spectator) {
  let manual = false;
  let previews = 0;
  let trialHand = null;
  for (;;) {
    const state = await drawnState(page, code);
    if ((state.phase === 'break' || state.phase === 'over') && state.last_hand?.diagram) return { state, previews };
    if (state.status === 'finished') return { state, previews };
    const legal = (state.legalActions ?? []).map((a) => a.action);
    const where = `hand ${state.hand} ${state.phase}/${state.street}`;
    if (!manual && legal.includes('continue') && state.phase === 'betting') {
      // Continue Manual, so the break after the showdown waits for Agree and the diagram can be looked at.
      await clickWhenFree(page, 'continue-manual');
      manual = true;
      await waitNewer(page, code, state.version);
    } else if (state.phase === 'betting' && state.to_act === state.your_seat && legal.some((a) => ['call', 'check'].includes(a))) {
      if (!(await page.getByTestId('betting-controls').isVisible())) continue;
      await checkPreview(page, state, where);
      // A trial point (the area's draft): added by a click, kept through the hand's reveals, gone at the next hand.
      const trials = (await drawnPoints(page, 'voronoi-preview')).filter((p) => p.owner === 'trial').length;
      check(trials === (trialHand === state.hand ? 1 : 0), `${where}: ${trials} trial points drawn (one placed in hand ${trialHand})`);
      if (trialHand === null) {
        const box = await page.getByTestId('voronoi-preview').boundingBox();
        await page.mouse.click(box.x + box.width * 0.93, box.y + box.height * 0.07);
        await page.waitForSelector('[data-testid=voronoi-preview] [data-owner=trial]');
        trialHand = state.hand;
      }
      previews += 1;
      await shot(page, `preview-${state.hand}-${state.street}`);
      if (spectator && previews === 1) {
        // The spectator's preview: the revealed board only.
        await spectator.waitForFunction((v) => Number(document.querySelector('.game.holdem')?.getAttribute('data-version') ?? 0) >= v, state.version);
        const seen = await drawnPoints(spectator, 'voronoi-preview');
        check(seen.every((p) => p.owner === 'board') && seen.length === state.board.length, `${where}: the spectator's preview draws ${JSON.stringify(seen)}`);
      }
      await clickWhenFree(page, legal.includes('check') ? 'check' : 'call');
      await waitNewer(page, code, state.version);
    } else if (state.phase === 'break' && legal.includes('agree')) {
      await clickWhenFree(page, 'agree');
      await waitNewer(page, code, state.version);
    } else {
      await waitNewer(page, code, state.version).catch(() => {});
    }
  }
}

async function createVoronoiRoom(page) {
  await page.goto('/');
  await page.getByTestId('new-room-game').selectOption('holdem');
  check(await page.getByTestId('new-room-holdem-max_sum').isVisible(), 'Value-sum shows no Maximum sum');
  await page.getByTestId('new-room-holdem-card_type').selectOption('point_voronoi');
  for (const field of ['max_sum', 'submission', 'selection_seconds']) {
    check((await page.getByTestId(`new-room-holdem-${field}`).count()) === 0, `the create form shows ${field} for Point-Voronoi`);
  }
  await page.getByTestId('new-room-capacity').selectOption('3');
  await page.getByTestId('new-room-holdem-starting_chips').fill('60');
  await page.getByTestId('new-room-holdem-big_blind').fill('10');
  await page.getByTestId('new-room-holdem-progression').selectOption('fixed');
  await page.getByTestId('new-room-holdem-action_seconds').selectOption('15');
  await page.getByTestId('new-room-holdem-break_seconds').selectOption('30');
  await page.getByTestId('create-room').click();
  await page.waitForURL(/\/m\/[A-Z0-9]+$/);
  await page.getByTestId('waiting-room').waitFor();
  return new URL(page.url()).pathname.split('/').pop();
}

runBrowserTest(
  "Hold'em Point-Voronoi: Practice, the Visible points preview and the official diagram",
  async ({ base, browser }) => {
    const errors = [];
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: base });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    watchErrors(page, 'holdem-voronoi', errors);
    let code;

    await step('the create form: Point-Voronoi without Maximum sum, submission mode or selection time', async () => {
      await ok(await page.context().request.post('/api/auth/signup', { data: { username: 'voronoihost', password: PASSWORD } }), 'sign up');
      code = await createVoronoiRoom(page);
      const state = await roomState(page, code);
      const settings = state.room?.settings ?? state.settings;
      check(settings.card_type === 'point_voronoi', `the room's card type is ${settings.card_type}`);
    });

    await step('Practice (Point-Voronoi): the server scenario, kept while a bot joins, changed by Generate', async () => {
      const first = await checkPractice(page, code, 'point_voronoi', 'alone');
      check(first.hands.length === 2, `alone in the room, Practice deals ${first.hands.length} hands`);
      await addBot(page, 1);
      await addBot(page, 2);
      const kept = await drawnPractice(page);
      check(kept.seed === first.seed && JSON.stringify(kept.hands) === JSON.stringify(first.hands), 'bots joining changed the Practice scenario');
      await generate(page, first);
      const next = await checkPractice(page, code, 'point_voronoi', 'after Generate');
      check(next.hands.length === 3, `three in the room, Generate deals ${next.hands.length} hands`);
      await shot(page, 'practice-voronoi-1280');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'practice-voronoi-390');
      await page.getByTestId('practice-diagram').scrollIntoViewIfNeeded();
      check(await page.getByTestId('practice-diagram').isVisible(), 'the practice diagram is not visible at 390x844');
      await noHorizontalOverflow(page, 'Practice at 390x844');
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await step('Practice (Value-sum): scores and winners, Generate changes it, a bot joining does not', async () => {
      // Another host (a guest in a context of its own): creating a room would take this host out of theirs.
      const guest = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: base });
      await ok(await guest.request.post('/api/auth/guest', { data: {} }), 'guest');
      const created = await ok(await guest.request.post('/api/rooms', { data: { game: 'holdem', capacity: 3, settings: { card_type: 'value_sum' } } }), 'create a Value-sum room');
      const other = await guest.newPage();
      watchErrors(other, 'holdem-value-sum', errors);
      await other.goto(`/m/${created.code}`);
      await other.getByTestId('waiting-room').waitFor();
      const first = await checkPractice(other, created.code, 'value_sum', 'value sum alone');
      check(first.regions === null, 'a Value-sum scenario draws a diagram');
      await noHorizontalOverflow(other, 'Value-sum Practice at 390x844');
      await shot(other, 'practice-value-sum-390');
      await addBot(other, 1);
      const kept = await drawnPractice(other);
      check(kept.seed === first.seed && JSON.stringify(kept.hands) === JSON.stringify(first.hands), 'a bot joining changed the Value-sum scenario');
      await generate(other, first);
      const next = await checkPractice(other, created.code, 'value_sum', 'value sum after Generate');
      check(next.seed !== first.seed, 'Generate kept the seed');
      await guest.close();
    });

    let spectator;
    await step('start; a spectator watches at 390x844', async () => {
      await page.waitForSelector('[data-testid=start-room]:not([disabled])');
      await page.getByTestId('start-room').click();
      await page.getByTestId('table').waitFor();
      await page.getByTestId('voronoi-preview').waitFor();
      const watcher = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: base });
      spectator = await watcher.newPage();
      watchErrors(spectator, 'spectator', errors);
      await spectator.goto(`/m/${code}`);
      await spectator.getByTestId('voronoi-preview').waitFor();
      const table = await spectator.getByTestId('table').boundingBox();
      const testing = await spectator.getByTestId('testing-area').boundingBox();
      check(testing.y >= table.y + table.height - 1, 'at 390x844 the testing area is not below the table');
      await noHorizontalOverflow(spectator, 'the spectator at 390x844');
    });

    let settled;
    await step('play by clicking to a showdown: the preview shows only allowed points', async () => {
      for (let table = 1; ; table += 1) {
        const { state, previews } = await playToShowdown(page, code, table === 1 ? spectator : null);
        log(`     table ${table}: ${previews} previews checked, hand ${state.hand}`);
        if (state.last_hand?.diagram) {
          settled = state;
          break;
        }
        check(table < 4, 'three tournaments without a showdown');
        code = await createVoronoiRoom(page);
        await addBot(page, 1);
        await addBot(page, 2);
        await page.waitForSelector('[data-testid=start-room]:not([disabled])');
        await page.getByTestId('start-room').click();
        await page.getByTestId('table').waitFor();
      }
    });

    await step('the showdown: the official diagram and the server shares, in testing and the review', async () => {
      const last = settled.last_hand;
      const inHand = last.seats.filter((s) => s.share_ppb !== undefined);
      check(inHand.length >= 2, `${inHand.length} hands with shares at the showdown`);
      await page.waitForSelector('[data-testid=testing-area][data-mode=official]');
      const regions = Number(await page.getByTestId('voronoi-official').getAttribute('data-regions'));
      check(regions === inHand.length * 2 + 2 && regions === last.diagram.regions.length, `the official diagram has ${regions} regions`);
      const winners = new Set(last.pots.flatMap((p) => p.winners));
      for (const s of inHand) {
        const row = page.getByTestId(`testing-shares-${s.seat}`);
        const text = await row.textContent();
        check(text.includes(`${s.share_percent} %`), `seat ${s.seat}: the testing area shows "${text}", the server ${s.share_percent}`);
        check((await row.getAttribute('data-winner')) === String(winners.has(s.seat)), `seat ${s.seat}: the winner mark differs from the pots`);
        const review = await page.getByTestId(`last-hand-shares-${s.seat}`).textContent();
        check(review.includes(`${s.share_percent} %`), `seat ${s.seat}: the review shows "${review}"`);
      }
      const points = await drawnPoints(page, 'last-hand-diagram');
      check(points.length === last.diagram.regions.length, 'the review diagram does not draw every site');
      // Only the hands still in are sites: no folded hand's point is drawn.
      const sites = new Set(last.diagram.regions.map((r) => String(r.card)));
      check(points.every((p) => sites.has(p.key)), 'the review draws a point that is no site');
      await shot(page, 'showdown-1280');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'showdown-390');
      await page.getByTestId('voronoi-official').scrollIntoViewIfNeeded();
      check(await page.getByTestId('voronoi-official').isVisible(), 'the official diagram is not visible at 390x844');
      await noHorizontalOverflow(page, 'the showdown at 390x844');
      await page.setViewportSize({ width: 1280, height: 800 });
      // The spectator sees the same diagram once the hand is settled.
      await spectator.waitForSelector('[data-testid=testing-area][data-mode=official]');
    });

    await step('the page never held an unshown point: every card it shows was the viewer\'s, the board or shown', async () => {
      const shown = new Set([...settled.last_hand.board, ...settled.last_hand.seats.flatMap((s) => s.cards.filter((c) => c !== null))].map(String));
      const me = settled.players.find((p) => p.seat === settled.your_seat);
      for (const c of me.cards ?? []) if (c !== null) shown.add(String(c));
      const cards = await pageCards(page);
      check(cards.every((c) => shown.has(c)), `the page shows cards ${cards.filter((c) => !shown.has(c)).join(',')} it may not`);
    });

    await step('no errors in the browser console', async () => {
      check(errors.length === 0, `page errors:\n  ${errors.join('\n  ')}`);
    });
    await spectator.context().close();
    await context.close();
  },
  { timeoutMs: 200_000 },
);

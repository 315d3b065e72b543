#!/usr/bin/env node
// The lobby at scale against the real server: a passcode room offers Watch
// to a signed-in non-member, then 500 rooms made over HTTP (450 waiting, 50
// playing against a bot, each by its own guest): "Play now" stays in the first viewport on a
// desktop (1280×800) and a phone (390×844), one page of 50 rooms renders,
// waiting rooms first, the pager reaches the playing ones.
//
//   cd web && npm run build && GAVEL_BIN=../build/gavel node ../tests/browser/lobby.mjs
import { check, log, runBrowserTest, step, watchErrors } from './harness.mjs';

// 500 creations from one address in a few seconds: above the default 100 requests/s.
process.env.RATE_LIMIT = process.env.RATE_LIMIT || '100000';

const PASSWORD = 'correct-horse-battery';
const WAITING = 450;
const PLAYING = 50;

async function ok(reply, what) {
  check(reply.ok(), `${what}: ${reply.status()} ${await reply.text()}`);
  return reply.json();
}

async function signUp(context, username) {
  await ok(await context.request.post('/api/auth/signup', { data: { username, password: PASSWORD } }), `sign up ${username}`);
}

/** A POST as the holder of `cookie`; answers the JSON and any new cookie. */
async function post(base, path, cookie, body = {}) {
  const reply = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await reply.text();
  check(reply.ok, `POST ${path}: ${reply.status} ${text}`);
  const set = reply.headers.get('set-cookie');
  return { json: JSON.parse(text), cookie: set ? set.split(';')[0] : cookie };
}

/**
 * `count` rooms, each by a new guest (one waiting room per player at a time):
 * waiting, or (`start`) playing against a bot.
 */
async function createRooms(base, count, start) {
  const codes = [];
  for (let i = 0; i < count; i += 25) {
    const batch = Array.from({ length: Math.min(25, count - i) }, async () => {
      const { cookie } = await post(base, '/api/auth/guest', null);
      const { json } = await post(base, '/api/rooms', cookie, { game: 'bidlock', capacity: 2 });
      if (start) {
        await post(base, `/api/rooms/${json.code}/add-bot`, cookie);
        await post(base, `/api/rooms/${json.code}/start`, cookie);
      }
      return json.code;
    });
    codes.push(...(await Promise.all(batch)));
  }
  return codes;
}

async function inFirstViewport(page, testId) {
  const box = await page.getByTestId(testId).boundingBox();
  const height = page.viewportSize().height;
  check(box && box.y >= 0 && box.y + box.height <= height, `${testId} is at y=${box?.y}..${box && box.y + box.height} in a ${height}px view`);
  return box;
}

runBrowserTest(
  'lobby at scale',
  async ({ base, browser }) => {
    const errors = [];
    const maker = await browser.newContext({ baseURL: base });
    await signUp(maker, 'lobby_maker');

    await step('a passcode room offers Watch to a signed-in player who is not in it', async () => {
      const { code } = await ok(
        await maker.request.post('/api/rooms', { data: { game: 'bidlock', policy: 'passcode', passcode: '4321' } }),
        'create the passcode room',
      );
      const viewer = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
      await signUp(viewer, 'lobby_viewer');
      const page = await viewer.newPage();
      watchErrors(page, 'viewer', errors);
      await page.goto('/');
      const action = page.getByTestId(`lobby-action-${code}`);
      await action.waitFor();
      check((await action.getAttribute('data-choice')) === 'code', `the row's action is ${await action.getAttribute('data-choice')}`);
      await page.getByTestId(`lobby-watch-${code}`).click();
      await page.waitForURL(new RegExp(`/m/${code}$`));
      await page.getByTestId('waiting-room').waitFor();
      await viewer.close();
    });

    let waitingCodes = [];
    await step(`${WAITING + PLAYING} rooms made over HTTP (${WAITING} waiting, ${PLAYING} playing)`, async () => {
      const t0 = Date.now();
      await createRooms(base, PLAYING, true);
      waitingCodes = await createRooms(base, WAITING - 1, false); // the passcode room waits too
      const { rooms } = await ok(await maker.request.get('/api/rooms'), 'list the rooms');
      check(rooms.length >= WAITING + PLAYING, `the lobby lists ${rooms.length} rooms`);
      log(`     ${rooms.length} rooms in ${Date.now() - t0} ms`);
    });

    for (const [label, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ]) {
      await step(`${label}: "Play now" is in the first viewport and one page of 50 rooms renders`, async () => {
        const context = await browser.newContext({ baseURL: base, viewport, isMobile: label === 'phone', hasTouch: label === 'phone' });
        const page = await context.newPage();
        watchErrors(page, label, errors);
        const t0 = Date.now();
        await page.goto('/');
        await page.getByTestId('lobby-rooms').waitFor();
        const rendered = Date.now() - t0;
        await inFirstViewport(page, 'play-now');
        await inFirstViewport(page, 'start-game');
        const rows = page.locator('[data-testid=lobby-rooms] > li');
        check((await rows.count()) === 50, `${await rows.count()} rooms render on one page`);
        const statuses = await rows.evaluateAll((items) => items.map((li) => li.getAttribute('data-status')));
        check(statuses.every((s) => s === 'waiting'), `page 1 is not all waiting rooms: ${[...new Set(statuses)].join(', ')}`);
        const pageText = await page.getByTestId('lobby-page').textContent();
        check(/Page 1 of 10\b/.test(pageText), `the pager reads "${pageText}"`);
        // The last page holds the games in play, after every waiting room.
        for (let i = 0; i < 9; i += 1) await page.getByTestId('lobby-next').click();
        await page.waitForFunction(() => /Page 10 of 10/.test(document.querySelector('[data-testid=lobby-page]')?.textContent ?? ''));
        const last = await rows.evaluateAll((items) => items.map((li) => li.getAttribute('data-status')));
        check(last.length === 50 && last.every((s) => s === 'playing'), `the last page holds ${last.length} rooms: ${[...new Set(last)].join(', ')}`);
        log(`     ${label}: the lobby rendered in ${rendered} ms`);
        await context.close();
      });
    }

    await step('Play now: a game other than the default starts against a bot in one click', async () => {
      const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      watchErrors(page, 'play-now', errors);
      await page.goto('/');
      await page.getByTestId('play-now-right_price').click();
      await page.waitForURL(/\/m\/[A-Z0-9]+$/);
      await page.getByTestId('capital-table').waitFor();
      const names = await page.locator('[data-testid=capital-table] tbody tr').count();
      check(names === 2, `the quick game seats ${names} players`);
      await context.close();
    });

    await step('no errors in the browser console', async () => {
      check(errors.length === 0, `page errors:\n  ${errors.join('\n  ')}`);
    });
    log(`     e.g. room ${waitingCodes[0]}`);
  },
  { timeoutMs: 180_000 },
);

#!/usr/bin/env node
// Browser test of players and rooms (docs/rooms.md) against the real server:
// two registered players in two browsers, a passcode room, ready, a bot,
// a whole Bidlock game played by clicking chips, chat both ways, a guest
// who watches and reads but cannot chat or join, the rated result, "Create
// same room" with the link to it, Exit with its confirmation, the profile
// and the leaderboard.
//
//   cd web && npm run build && node ../tests/browser/rooms.mjs
import { check, log, runBrowserTest, step, watchErrors } from './harness.mjs';

const PASSWORD = 'correct-horse-battery';
const PASSCODE = '4821';
const unique = Date.now().toString(36).slice(-6);
const NAME_A = `Ann_${unique}`;
const NAME_B = `Ben_${unique}`;

async function newPage(browser, label, errors, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  watchErrors(page, label, errors);
  return page;
}

async function signUp(page, base, name) {
  await page.goto(`${base}/`);
  // On load the browser becomes a guest first.
  await page.waitForSelector('[data-testid=user-name][data-guest=true]');
  await page.getByTestId('signup-open').click();
  await page.getByTestId('signup-username').fill(name);
  await page.getByTestId('signup-password').fill(PASSWORD);
  await page.getByTestId('signup-submit').click();
  await page.waitForSelector('[data-testid=user-name][data-guest=false]');
  const shown = (await page.getByTestId('user-name').textContent()).trim();
  check(shown === name, `the header shows "${shown}" after signing up as ${name}`);
  await page.getByTestId('logout').waitFor();
  await page.getByTestId('nav-profile').waitFor();
}

async function roundNumber(page) {
  const text = await page.locator('[data-testid=round]').first().textContent({ timeout: 5000 });
  const match = text && text.match(/Round (\d+)/);
  return match ? Number(match[1]) : 0;
}

/** Clicks a random held chip whenever this seat must move, until the standings show. */
async function playToEnd(page, label) {
  const enabled = '[data-testid=hand] button[data-testid^=chip-]:not([disabled])';
  const deadline = Date.now() + 180_000;
  let clicks = 0;
  while (Date.now() < deadline) {
    await page.waitForSelector(`[data-testid=standings], ${enabled}`, { timeout: 90_000 });
    if (await page.getByTestId('standings').count()) return clicks;
    const chips = page.locator(enabled);
    const count = await chips.count();
    if (count === 0) continue;
    const round = await roundNumber(page);
    try {
      await chips.nth(Math.floor(Math.random() * count)).click({ timeout: 3000 });
    } catch {
      continue; // the round moved on under us; look again
    }
    clicks += 1;
    await page.waitForFunction(
      (r) => {
        if (document.querySelector('[data-testid=standings]')) return true;
        if (document.querySelector('[data-testid=locked-chip]')) return true;
        const m = document.querySelector('[data-testid=round]')?.textContent?.match(/Round (\d+)/);
        return m && Number(m[1]) > r;
      },
      round,
      { timeout: 90_000 },
    );
    const error = page.getByTestId('move-error');
    if (await error.count()) throw new Error(`${label}: move refused in round ${round}: ${await error.textContent()}`);
  }
  throw new Error(`${label}: the game did not end in time`);
}

/** The seat whose row in the given list shows `name`. */
async function ratingCells(page, name) {
  const rows = page.locator('[data-testid=ratings] tbody tr');
  const n = await rows.count();
  for (let i = 0; i < n; i += 1) {
    const row = rows.nth(i);
    if ((await row.locator('th').textContent()).trim() === name) {
      const testid = await row.getAttribute('data-testid');
      const seat = testid.replace('rating-', '');
      return {
        change: (await page.getByTestId(`rating-change-${seat}`).textContent()).trim(),
        rating: (await page.getByTestId(`rating-new-${seat}`).textContent()).trim(),
      };
    }
  }
  return null;
}

runBrowserTest('rooms', async ({ base, browser }) => {
  const errors = [];
  const a = await newPage(browser, 'A', errors);
  const b = await newPage(browser, 'B', errors);
  let code = '';

  await step('two browsers become guests, then sign up as two players', async () => {
    await signUp(a, base, NAME_A);
    await signUp(b, base, NAME_B);
    log(`     players ${NAME_A} and ${NAME_B}`);
  });

  await step('A creates a Bidlock room with a passcode and sees the waiting room', async () => {
    await a.getByTestId('new-room-game').selectOption('bidlock');
    await a.getByTestId('new-room-policy').selectOption('passcode');
    await a.getByTestId('new-room-passcode').fill(PASSCODE);
    await a.getByTestId('new-room-turn').fill('60');
    await a.getByTestId('create-room').click();
    await a.waitForURL(/\/m\/[A-Z0-9]+$/);
    code = new URL(a.url()).pathname.split('/').pop();
    await a.getByTestId('waiting-room').waitFor();
    await a.waitForSelector('[data-testid=room-player-0][data-host=true][data-ready=true]');
    check((await a.getByTestId('passcode-shown').textContent()).trim() === PASSCODE, 'the host does not see the passcode');
    await a.getByTestId('add-bot').waitFor();
    await a.getByTestId('start-room').waitFor();
    check((await a.getByTestId('ready-toggle').count()) === 0, 'the host has a Ready toggle');
    log(`     room ${code}`);
  });

  await step('B finds the room in the lobby; a wrong code is refused, the right one joins', async () => {
    await b.goto(`${base}/`);
    const row = b.getByTestId(`lobby-room-${code}`);
    await row.waitFor({ timeout: 15_000 });
    check((await row.getAttribute('data-status')) === 'waiting', `lobby status is ${await row.getAttribute('data-status')}`);
    const action = b.getByTestId(`lobby-action-${code}`);
    check((await action.getAttribute('data-choice')) === 'code', `B is offered "${await action.getAttribute('data-choice')}", not Enter code`);
    await b.getByTestId(`lobby-code-${code}`).fill('0000');
    await action.click();
    const error = b.getByTestId(`lobby-error-${code}`);
    await error.waitFor();
    check((await error.textContent()).trim().length > 0, 'the wrong code shows no error text');
    check(new URL(b.url()).pathname === '/', 'a wrong code left the lobby');
    await b.getByTestId(`lobby-code-${code}`).fill(PASSCODE);
    await action.click();
    await b.waitForURL(new RegExp(`/m/${code}$`));
    await b.getByTestId('waiting-room').waitFor();
    await b.getByTestId('ready-toggle').waitFor();
    check((await b.getByTestId('passcode-shown').count()) === 0, 'B (not host) sees the passcode');
    check((await b.getByTestId('add-bot').count()) === 0, 'B (not host) has Add bot');
  });

  await step('B marks ready; A sees it, adds a bot and starts', async () => {
    await b.getByTestId('ready-toggle').click();
    await b.waitForSelector('[data-testid=ready-toggle][data-ready=true]');
    await a.waitForSelector(`[data-testid^=room-player-][data-name="${NAME_B}"][data-ready=true]`);
    await a.getByTestId('add-bot').click();
    await a.waitForSelector('[data-testid^=room-player-][data-bot=true]');
    const bot = await a.locator('[data-testid^=room-player-][data-bot=true]').first().textContent();
    check(/Automatic bot/.test(bot), `the bot card does not say Automatic bot: ${bot}`);
    await a.locator('[data-testid^=remove-bot-]').first().waitFor();
    await a.waitForSelector('[data-testid=start-room]:not([disabled])');
    await a.getByTestId('start-room').click();
    await a.getByTestId('hand').waitFor();
    await b.getByTestId('hand').waitFor();
  });

  await step('A and B chat; each sees the other', async () => {
    await a.getByTestId('chat-input').fill('hello from A');
    await a.getByTestId('chat-send').click();
    await b.getByTestId('chat-log').getByText('hello from A').waitFor();
    await b.getByTestId('chat-input').fill('hi from B');
    await b.getByTestId('chat-send').click();
    await a.getByTestId('chat-log').getByText('hi from B').waitFor();
  });

  await step('Resign asks first; Cancel keeps playing', async () => {
    await b.getByTestId('resign').click();
    await b.getByTestId('resign-dialog').waitFor();
    await b.getByTestId('resign-confirm').waitFor();
    await b.getByTestId('resign-exit').waitFor();
    await b.getByTestId('resign-cancel').click();
    await b.getByTestId('resign-dialog').waitFor({ state: 'detached' });
    check((await b.getByTestId('exit-room').count()) === 0, 'an active player in play has Exit instead of only Resign');
  });

  await step('a guest watches: reads the chat, cannot chat or join', async () => {
    const g = await newPage(browser, 'guest', errors, { width: 900, height: 800 });
    await g.goto(`${base}/`);
    await g.waitForSelector('[data-testid=user-name][data-guest=true]');
    const action = g.getByTestId(`lobby-action-${code}`);
    await action.waitFor();
    check((await action.getAttribute('data-choice')) === 'watch', `the guest is offered "${await action.getAttribute('data-choice')}"`);
    await action.click();
    await g.waitForURL(new RegExp(`/m/${code}$`));
    await g.getByTestId('spectator-banner').waitFor();
    await g.getByTestId('chat-log').getByText('hello from A').waitFor();
    await g.getByTestId('chat-log').getByText('hi from B').waitFor();
    await g.getByTestId('chat-readonly').waitFor();
    check((await g.getByTestId('chat-input').count()) === 0, 'the guest has a chat input');
    check((await g.getByTestId('hand').count()) === 0, 'the guest has a hand');
    check((await g.locator('[data-testid^=watcher-]').count()) === 0, 'the guest is offered a way to join');
    // A watcher's Exit goes straight to the lobby.
    await g.getByTestId('exit-room').click();
    await g.waitForURL(`${base}/`);
    check((await g.getByTestId('exit-dialog').count()) === 0, 'a watcher got an Exit confirmation');
    await g.context().close();
  });

  await step('A and B play the game to the end by clicking chips', async () => {
    const [ca, cb] = await Promise.all([playToEnd(a, 'A'), playToEnd(b, 'B')]);
    check(ca === 12 && cb === 12, `expected 12 clicks each (round 13 plays itself), A made ${ca}, B made ${cb}`);
    await a.getByTestId('standings').waitFor();
    await b.getByTestId('standings').waitFor();
  });

  await step('the rated result shows a change for A and B, dashes for the bot', async () => {
    for (const [page, label] of [[a, 'A'], [b, 'B']]) {
      await page.getByTestId('ratings').waitFor({ timeout: 20_000 });
      for (const name of [NAME_A, NAME_B]) {
        const cells = await ratingCells(page, name);
        check(cells, `${label}: no rating row for ${name}`);
        check(/^[+-]\d+\.\d$/.test(cells.change), `${label}: ${name}'s change reads "${cells.change}"`);
        check(/^\d+\.\d$/.test(cells.rating), `${label}: ${name}'s new rating reads "${cells.rating}"`);
      }
      const bot = await page.locator('[data-testid=ratings] tbody tr', { hasText: 'Bot' }).first().locator('td').last().textContent();
      check(bot.trim() === '–', `${label}: the bot's change reads "${bot}"`);
    }
    const changeA = (await ratingCells(a, NAME_A)).change;
    log(`     ${NAME_A} ${changeA}, ${NAME_B} ${(await ratingCells(a, NAME_B)).change}`);
  });

  await step('"Create same room" opens a new waiting room; B gets the link to it', async () => {
    await a.getByTestId('recreate').click();
    await a.waitForURL((url) => /\/m\/[A-Z0-9]+$/.test(url.pathname) && !url.pathname.endsWith(`/${code}`));
    const next = new URL(a.url()).pathname.split('/').pop();
    await a.getByTestId('waiting-room').waitFor();
    await a.waitForSelector('[data-testid=room-player-0][data-host=true]');
    check((await a.locator('[data-testid^=room-player-][data-bot=true]').count()) === 0, 'the new room kept the bot');
    check((await a.getByTestId('passcode-shown').textContent()).trim() === PASSCODE, 'the new room lost the passcode');
    const link = b.getByTestId('next-room');
    await link.waitFor({ timeout: 15_000 });
    await link.click();
    await b.waitForURL(new RegExp(`/m/${next}$`));
    await b.getByTestId('waiting-room').waitFor();
    await b.getByTestId('watcher-code').waitFor();
    log(`     new room ${next}`);
  });

  await step('B joins the new room from the watcher row with the passcode', async () => {
    await b.getByTestId('watcher-code').fill(PASSCODE);
    await b.getByTestId('watcher-code-join').click();
    await b.getByTestId('ready-toggle').waitFor();
    check((await b.getByTestId('spectator-banner').count()) === 0, 'B still watches after joining');
    await a.waitForSelector(`[data-testid^=room-player-][data-name="${NAME_B}"]`);
  });

  await step('a seated player\'s Exit asks first: Cancel stays, Exit leaves', async () => {
    await a.getByTestId('exit-room').click();
    await a.getByTestId('exit-dialog').waitFor();
    await a.getByTestId('cancel-exit').click();
    await a.getByTestId('exit-dialog').waitFor({ state: 'detached' });
    check(/\/m\//.test(a.url()), 'Cancel left the room');
    await a.getByTestId('exit-room').click();
    await a.getByTestId('confirm-exit').click();
    await a.waitForURL(`${base}/`);
    // The host role passed to B, the human who joined earliest.
    await b.getByTestId('add-bot').waitFor();
    await b.waitForSelector(`[data-testid=room-player-0][data-name="${NAME_B}"][data-host=true]`);
  });

  await step('the last human\'s Exit closes the room; opening it again says so', async () => {
    const closed = new URL(b.url()).pathname;
    await b.getByTestId('exit-room').click();
    await b.getByTestId('confirm-exit').click();
    await b.waitForURL(`${base}/`);
    await b.goto(`${base}${closed}`);
    await b.getByTestId('room-closed').waitFor();
    check((await b.getByTestId('waiting-room').count()) === 0, 'a closed room shows its waiting room');
    check((await b.getByTestId('link-status').getAttribute('data-link')) === 'closed', 'a closed room is followed live');
  });

  await step('A invites B to a host-approval room; B\'s lobby lists the invitation and B joins from it', async () => {
    await a.goto(`${base}/`);
    await a.getByTestId('new-room-game').selectOption('bidlock');
    await a.getByTestId('new-room-policy').selectOption('approval');
    await a.getByTestId('create-room').click();
    await a.waitForURL(/\/m\/[A-Z0-9]+$/);
    const invitedTo = new URL(a.url()).pathname.split('/').pop();
    await a.getByTestId('waiting-room').waitFor();
    await b.goto(`${base}/`);
    // Before the invitation the room asks for the host's approval.
    const listed = b.getByTestId(`lobby-action-${invitedTo}`);
    await listed.waitFor({ timeout: 15_000 });
    check((await listed.getAttribute('data-choice')) === 'request', `before the invitation B is offered "${await listed.getAttribute('data-choice')}"`);
    check((await b.getByTestId('invitations').count()) === 0, 'B sees invitations before any');
    await a.getByTestId('invite-name').fill(NAME_B);
    await a.getByTestId('invite-send').click();
    await a.getByTestId('invited-list').waitFor();
    const invitation = b.getByTestId(`invitation-${invitedTo}`);
    await invitation.waitFor({ timeout: 15_000 });
    const rowAction = b.locator(`[data-testid=lobby-room-${invitedTo}] [data-testid=lobby-action-${invitedTo}][data-choice=join]`);
    await rowAction.waitFor({ timeout: 15_000 });
    await invitation.locator('[data-choice=join]').click();
    await b.waitForURL(new RegExp(`/m/${invitedTo}$`));
    await b.getByTestId('ready-toggle').waitFor();
    await a.waitForSelector(`[data-testid^=room-player-][data-name="${NAME_B}"]`);
    log(`     invited to ${invitedTo}`);
  });

  await step('the profile charts the rating and lists the game; the leaderboard ranks both', async () => {
    await a.getByTestId('nav-profile').click();
    await a.getByTestId('profile').waitFor();
    await a.getByTestId('profile-rating-bidlock').waitFor();
    // Attached, not "visible": after a drawn game the line is flat, and a flat line's box
    // has no height, which Playwright counts as hidden.
    await a.locator('[data-testid=profile-chart-bidlock] polyline').waitFor({ state: 'attached' });
    // The scale's ends are distinct one-decimal values at least 20 points apart, and the games' dates show.
    const top = Number(await a.getByTestId('profile-chart-bidlock-max').textContent());
    const bottom = Number(await a.getByTestId('profile-chart-bidlock-min').textContent());
    check(top - bottom >= 20, `the chart's scale runs from ${bottom} to ${top}`);
    const dates = await a.getByTestId('profile-chart-bidlock-dates').textContent();
    check(/\d{4}-\d{2}-\d{2}/.test(dates), `the chart's dates read "${dates}"`);
    await a.getByTestId(`profile-game-${code}`).waitFor();
    await a.getByTestId('nav-leaderboard').click();
    await a.getByTestId('leaderboard-table').waitFor();
    const names = await a.locator('[data-testid=leaderboard-table] tbody td a').allTextContents();
    check(names.includes(NAME_A) && names.includes(NAME_B), `the leaderboard lists ${names.join(', ')}`);
  });

  await step('log out makes the browser a guest again', async () => {
    await a.getByTestId('logout').click();
    await a.waitForSelector('[data-testid=user-name][data-guest=true]');
    await a.getByTestId('login-open').click();
    await a.getByTestId('login-username').fill(NAME_A);
    await a.getByTestId('login-password').fill('wrong-password-1');
    await a.getByTestId('login-submit').click();
    await a.getByTestId('login-error').waitFor();
    await a.getByTestId('login-password').fill(PASSWORD);
    await a.getByTestId('login-submit').click();
    await a.waitForSelector('[data-testid=user-name][data-guest=false]');
  });

  await step('phone-sized screen (360x740): lobby and room without horizontal overflow', async () => {
    const phone = await newPage(browser, 'phone', errors, { width: 360, height: 740 });
    for (const where of ['/', `/m/${code}`]) {
      await phone.goto(`${base}${where}`);
      await phone.waitForSelector('[data-testid=user-name]');
      // The room has finished: the lobby lists it behind "Show finished rooms".
      if (where === '/') await phone.getByTestId('lobby-show-finished').check();
      await phone.waitForSelector(where === '/' ? `[data-testid=lobby-room-${code}]` : '[data-testid=chat-log]');
      const width = await phone.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
      check(width <= 360, `${where}: the page is ${width}px wide on a 360px screen`);
    }
    await phone.context().close();
  });

  await step('no errors in the browser console', async () => {
    check(errors.length === 0, `page errors:\n  ${errors.join('\n  ')}`);
  });
});

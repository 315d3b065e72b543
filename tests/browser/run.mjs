#!/usr/bin/env node
// End-to-end browser test of agent tables in the Bidlock web client against
// the real Gavel server: quick start, a spectator, a long-polling browser,
// the replay, the create form and share link, a refused move, clock skew,
// the phone layout and unknown codes. harness.mjs starts the server binary
// (GAVEL_BIN, default build/gavel) on a free port with a temporary DATA_DIR,
// drives headless Chromium with playwright-core and always stops the server.
// Exit code 0 = pass, 1 = failure.
//
//   cd web && npm run build && npm run test:browser
//
// Env: GAVEL_BIN, CHROMIUM_BIN (default /usr/bin/chromium), HEADED=1 to watch,
// BROWSER_TEST_TIMEOUT_MS (default 240 s here), ARTIFACTS_DIR to keep failure
// screenshots somewhere specific.
import { TestFailure, check, log, runBrowserTest, step, watchErrors } from './harness.mjs';

async function roundNumber(page) {
  const text = await page.locator('[data-testid=round]').first().textContent({ timeout: 5000 });
  const match = text && text.match(/Round (\d+)/);
  return match ? Number(match[1]) : 0;
}

async function noHorizontalOverflow(page, where) {
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
    body: document.body.scrollWidth,
  }));
  check(
    sizes.scroll <= 360 && sizes.body <= 360,
    `${where}: horizontal overflow at 360px (documentElement.scrollWidth=${sizes.scroll}, body.scrollWidth=${sizes.body})`,
  );
}

/** Records, in the page, every round number and connection mode it shows. */
async function recordProgress(page) {
  await page.evaluate(() => {
    const rounds = new Set();
    const links = new Set();
    const record = () => {
      const el = document.querySelector('[data-testid=round]');
      const m = el && el.textContent && el.textContent.match(/Round (\d+)/);
      if (m) rounds.add(Number(m[1]));
      const link = document.querySelector('[data-testid=link-status]');
      if (link) links.add(link.getAttribute('data-link'));
    };
    record();
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    window.__seenRounds = rounds;
    window.__seenLinks = links;
  });
}

async function progress(page) {
  return page.evaluate(() => ({
    rounds: [...window.__seenRounds].sort((a, b) => a - b),
    links: [...window.__seenLinks],
  }));
}

async function main({ base, browser }) {
  const errors = [];

  // ---------------------------------------------------------------- player
  const playerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const player = await playerContext.newPage();
  player.setDefaultTimeout(15_000);
  watchErrors(player, 'player', errors);
  let code = '';

  await step('home page renders', async () => {
    await player.goto(`${base}/`);
    await player.getByTestId('start-game').waitFor({ state: 'visible' });
    await player.getByRole('heading', { name: 'Create a match' }).waitFor();
    await player.getByRole('heading', { name: 'Open matches' }).waitFor();
    await player.getByLabel('Your name').fill('Tester');
  });

  await step('Start game creates, joins and starts a match', async () => {
    await player.getByTestId('start-game').click();
    await player.waitForURL(/\/m\/[A-Z0-9]+$/);
    code = new URL(player.url()).pathname.split('/').pop();
    await player.getByTestId('hand').waitFor();
    await player.getByTestId('pot').waitFor();
    const token = await player.evaluate((c) => localStorage.getItem(`gavel.token.${c}`), code);
    check(token && token.length > 8, 'no seat token was stored in localStorage');
    const names = await player.locator('[data-testid^=player-] .pname').allTextContents();
    check(names.length === 3, `expected 3 players, saw ${names.length}: ${names.join(', ')}`);
    check(names.includes('Tester'), `the remembered name was not used: ${names.join(', ')}`);
    const remembered = await player.evaluate(() => localStorage.getItem('gavel.name'));
    check(remembered === 'Tester', `the name was not remembered (got ${remembered})`);
    log(`     match ${code}`);
  });

  // ------------------------------------------------------------- spectator
  const spectatorContext = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  const spectator = await spectatorContext.newPage();
  spectator.setDefaultTimeout(15_000);
  watchErrors(spectator, 'spectator', errors);

  await step('a second browser without a token sees the spectator view', async () => {
    await spectator.goto(`${base}/m/${code}`);
    await spectator.getByTestId('spectator-banner').waitFor();
    await spectator.getByTestId('pot').waitFor();
    // Record every round number the spectator's page shows as it changes.
    await recordProgress(spectator);
    check((await spectator.getByTestId('hand').count()) === 0, 'the spectator has a hand');
    check((await spectator.locator('button[data-testid^=chip-]').count()) === 0, 'the spectator has chip buttons');
  });

  const pollerContext = await browser.newContext({ viewport: { width: 800, height: 700 } });
  // This browser's WebSockets always fail, so the client must fall back to long-polling.
  await pollerContext.addInitScript(() => {
    window.WebSocket = class BrokenSocket {
      constructor() {
        this.readyState = 3;
        setTimeout(() => {
          if (this.onerror) this.onerror(new Event('error'));
          if (this.onclose) this.onclose(new CloseEvent('close', { code: 1006 }));
        }, 10);
      }
      close() {}
      send() {}
    };
  });
  const poller = await pollerContext.newPage();
  poller.setDefaultTimeout(15_000);
  watchErrors(poller, 'poller', errors);

  await step('a browser whose WebSocket fails falls back to long-polling', async () => {
    await poller.goto(`${base}/m/${code}`);
    await poller.getByTestId('spectator-banner').waitFor();
    await recordProgress(poller);
    await poller.waitForSelector('[data-testid=link-status][data-link=polling]', { timeout: 10_000 });
  });

  let clicks = 0;
  await step('play all 13 rounds by clicking chips', async () => {
    const deadline = Date.now() + 120_000;
    const enabled = '[data-testid=hand] button[data-testid^=chip-]:not([disabled])';
    while (Date.now() < deadline) {
      await player.waitForSelector(`[data-testid=standings], ${enabled}`, { timeout: 45_000 });
      if (await player.getByTestId('standings').count()) break;
      const round = await roundNumber(player);
      const chips = player.locator(enabled);
      const count = await chips.count();
      if (count === 0) continue;
      // Vary the play a little: a random held chip.
      const pick = chips.nth(Math.floor(Math.random() * count));
      const chip = await pick.getAttribute('data-testid');
      try {
        await pick.click({ timeout: 3000 });
      } catch {
        continue; // the round moved on under us (e.g. a timeout); look again
      }
      clicks += 1;
      // The round resolves, or our chip shows as locked while others think.
      await player.waitForFunction(
        (r) => {
          if (document.querySelector('[data-testid=standings]')) return true;
          if (document.querySelector('[data-testid=locked-chip]')) return true;
          const el = document.querySelector('[data-testid=round]');
          const m = el && el.textContent && el.textContent.match(/Round (\d+)/);
          return m && Number(m[1]) > r;
        },
        round,
        { timeout: 20_000 },
      );
      const error = player.getByTestId('move-error');
      if (await error.count()) throw new TestFailure(`move ${chip} in round ${round} was refused: ${await error.textContent()}`);
    }
    await player.getByTestId('standings').waitFor();
    check(clicks === 12, `expected 12 chip clicks (round 13 plays itself), made ${clicks}`);
    log(`     ${clicks} chips played`);
  });

  await step('final standings with winners highlighted and a replay link', async () => {
    const rows = player.locator('[data-testid=standings] > li');
    check((await rows.count()) === 3, `expected 3 standings rows, saw ${await rows.count()}`);
    const winners = await player.locator('[data-testid=standings] > li[data-winner=true]').count();
    check(winners >= 1, 'no winner is highlighted');
    check((await player.getByTestId('round').textContent()).includes('13'), 'the final round indicator is not 13');
    await player.getByTestId('replay-link').waitFor();
    const status = await player.locator('[data-testid=status-line]').textContent();
    check(/over/i.test(status), `status line does not say the match is over: ${status}`);
    check((await player.locator('[data-testid=last-round-outcome]').count()) === 1, 'no last round shown');
  });

  await step('the spectator followed the rounds and sees the end', async () => {
    await spectator.getByTestId('standings').waitFor({ timeout: 15_000 });
    const { rounds: seen, links } = await progress(spectator);
    check(seen.length >= 2, `the spectator saw only rounds [${seen}] (expected it to advance)`);
    check(Math.max(...seen) === 13, `the spectator never saw round 13 (saw [${seen}])`);
    check(links.includes('live'), `the spectator's WebSocket never went live (modes seen: ${links})`);
    check((await spectator.getByTestId('spectator-banner').count()) === 1, 'the spectator banner went away');
    check((await spectator.getByTestId('hand').count()) === 0, 'the spectator got a hand');
    log(`     spectator saw rounds ${seen.join(',')}`);
  });

  await step('the long-polling browser followed the rounds too', async () => {
    await poller.getByTestId('standings').waitFor({ timeout: 30_000 });
    const { rounds, links } = await progress(poller);
    check(rounds.length >= 2 && Math.max(...rounds) === 13, `the polling browser saw rounds [${rounds}]`);
    check(!links.includes('live'), 'the polling browser claims a live socket');
    log(`     poller saw rounds ${rounds.join(',')} via ${links.join(' -> ')}`);
    await pollerContext.close();
  });

  await step('a reload keeps the seat', async () => {
    await player.reload();
    await player.getByTestId('standings').waitFor();
    check((await player.getByTestId('spectator-banner').count()) === 0, 'after reload the player became a spectator');
    check((await player.locator('[data-testid=standings] .muted', { hasText: '(you)' }).count()) === 1, 'the standings do not mark "(you)"');
  });

  let finalScores = [];
  await step('the replay steps through all rounds', async () => {
    finalScores = await player.locator('[data-testid=standings] > li').evaluateAll((lis) =>
      lis.map((li) => ({ name: li.querySelector('.standing-name')?.firstChild?.textContent, score: li.querySelector('.standing-score strong')?.textContent })),
    );
    await player.getByTestId('replay-link').click();
    await player.waitForURL(new RegExp(`/replay/${code}$`));
    await player.getByTestId('replay-next').waitFor();
    check((await player.getByTestId('round').textContent()).trim() === 'Round 1 of 13', `replay does not start at round 1: ${await player.getByTestId('round').textContent()}`);
    check(await player.getByTestId('replay-prev').isDisabled(), 'Previous is enabled on round 1');
    for (let r = 2; r <= 13; r += 1) {
      await player.getByTestId('replay-next').click();
      const text = (await player.getByTestId('round').textContent()).trim();
      check(text === `Round ${r} of 13`, `after Next expected "Round ${r} of 13", saw "${text}"`);
      await player.getByTestId('replay-round-outcome').waitFor();
    }
    check(await player.getByTestId('replay-next').isDisabled(), 'Next is enabled on the last round');
    await player.getByTestId('standings').waitFor();
    const running = await player.locator('[data-testid=running-scores] tbody tr').evaluateAll((rows) =>
      rows.map((tr) => ({ name: tr.querySelector('th')?.textContent, score: tr.querySelector('td strong')?.textContent })),
    );
    for (const final of finalScores) {
      const row = running.find((r) => r.name === final.name);
      check(row && row.score === final.score, `replay running score for ${final.name} is ${row && row.score}, standings say ${final.score}`);
    }
    await player.getByTestId('replay-prev').click();
    check((await player.getByTestId('round').textContent()).trim() === 'Round 12 of 13', 'Previous did not go back to round 12');
  });

  await step('a replay link opened directly works', async () => {
    const page = await spectatorContext.newPage();
    watchErrors(page, 'replay', errors);
    await page.goto(`${base}/replay/${code}`);
    await page.getByTestId('replay-next').waitFor();
    await page.getByTestId('replay-next').click();
    check((await page.getByTestId('round').textContent()).trim() === 'Round 2 of 13', 'direct replay did not step to round 2');
    await page.getByTestId('running-scores').waitFor();
    await page.close();
  });

  // ----------------------------------------------------------------- lobby
  let lobbyMatch = null;
  await step('create form -> lobby; others join from the open list and the share link; host starts', async () => {
    const host = await playerContext.newPage();
    host.setDefaultTimeout(15_000);
    watchErrors(host, 'host', errors);
    await host.goto(`${base}/`);
    await host.getByTestId('create-seats').selectOption('4');
    await host.getByTestId('create-bots').selectOption('0');
    await host.getByTestId('create-level').selectOption('sharp');
    await host.getByTestId('create-turn').fill('45');
    await host.getByTestId('create-match').click();
    await host.waitForURL(/\/m\/[A-Z0-9]+$/);
    const lobbyCode = new URL(host.url()).pathname.split('/').pop();
    await host.getByTestId('lobby').waitFor();
    await host.getByTestId('start-match').waitFor();
    const share = await host.getByTestId('share-link').inputValue();
    check(share.endsWith(`/m/${lobbyCode}`), `share link is ${share}`);

    const guest = await spectatorContext.newPage();
    guest.setDefaultTimeout(15_000);
    watchErrors(guest, 'guest', errors);
    await guest.goto(`${base}/`);
    await guest.getByLabel('Your name').fill('Guest');
    await guest.getByTestId(`join-${lobbyCode}`).click({ timeout: 15_000 });
    await guest.waitForURL(new RegExp(`/m/${lobbyCode}$`));
    await guest.getByTestId('lobby').waitFor();
    check((await guest.getByTestId('start-match').count()) === 0, 'a guest got the host Start button');
    // A third browser opens the shared link, is a spectator, and takes a seat from the banner.
    const thirdContext = await browser.newContext({ viewport: { width: 800, height: 700 } });
    const third = await thirdContext.newPage();
    third.setDefaultTimeout(15_000);
    watchErrors(third, 'third', errors);
    await third.goto(share.replace('localhost', '127.0.0.1'));
    await third.getByTestId('spectator-banner').waitFor();
    await third.getByLabel('Your name').fill('Third');
    await third.getByTestId('join-match').click();
    await third.getByTestId('lobby-player-2').waitFor();
    await third.waitForFunction(() => !document.querySelector('[data-testid=spectator-banner]'));
    // The host sees both arrive live, then starts (the empty seat gets a bot).
    await host.getByTestId('lobby-player-2').waitFor();
    await host.getByTestId('start-match').click();
    await host.getByTestId('hand').waitFor();
    await guest.getByTestId('hand').waitFor();
    await third.getByTestId('hand').waitFor();
    const seated = await host.locator('[data-testid^=player-] .pname').allTextContents();
    check(seated.length === 4, `expected 4 seated after start, saw ${seated.join(', ')}`);
    check(seated.includes('Guest') && seated.includes('Third'), `names missing: ${seated.join(', ')}`);
    await thirdContext.close();
    lobbyMatch = { code: lobbyCode, host, guest };
  });

  await step('a refused move shows the server\'s error text', async () => {
    const { host } = lobbyMatch;
    // Rewrite the request so the real server refuses it (a chip nobody holds).
    await host.route('**/move', (route) => route.continue({ postData: JSON.stringify({ chip: 99 }) }));
    await host.getByTestId('chip-5').click();
    const error = host.getByTestId('move-error');
    await error.waitFor();
    const text = await error.textContent();
    check(/chip/i.test(text), `unexpected error text: ${text}`);
    await host.unroute('**/move');
    check(await host.getByTestId('chip-5').isEnabled(), 'chip 5 is not clickable again after the refusal');
    await host.getByTestId('chip-5').click();
    await host.getByTestId('locked-chip').waitFor();
    check((await host.getByTestId('move-error').count()) === 0, 'the old error stayed after a good move');
  });

  await step('the countdown is right even when the browser clock is an hour off', async () => {
    for (const skew of [3_600_000, -3_600_000]) {
      const context = await browser.newContext({ viewport: { width: 800, height: 700 } });
      await context.addInitScript((ms) => {
        const real = Date.now.bind(Date);
        Date.now = () => real() + ms;
      }, skew);
      const page = await context.newPage();
      watchErrors(page, `skew ${skew}`, errors);
      await page.goto(`${base}/m/${lobbyMatch.code}`);
      const countdown = page.getByTestId('countdown');
      await countdown.waitFor();
      await page.waitForTimeout(600);
      const text = (await countdown.textContent()).trim();
      const [m, sec] = text.split(':').map(Number);
      const seconds = m * 60 + sec;
      check(seconds > 20 && seconds <= 45, `with the clock ${skew > 0 ? 'ahead' : 'behind'} by an hour the countdown shows ${text} (turn is 45 s)`);
      await context.close();
    }
    await lobbyMatch.host.close();
    await lobbyMatch.guest.close();
  });

  // ----------------------------------------------------------------- phone
  await step('phone-sized screen (360x740) has no horizontal overflow', async () => {
    const phoneContext = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const phone = await phoneContext.newPage();
    phone.setDefaultTimeout(15_000);
    watchErrors(phone, 'phone', errors);
    await phone.goto(`${base}/`);
    await phone.getByTestId('start-game').waitFor();
    await noHorizontalOverflow(phone, 'home page');
    await phone.getByTestId('start-game').click();
    await phone.waitForURL(/\/m\/[A-Z0-9]+$/);
    await phone.getByTestId('chip-13').waitFor();
    await noHorizontalOverflow(phone, 'match page (playing)');
    const box = await phone.getByTestId('chip-13').boundingBox();
    check(box && box.x + box.width <= 360, `chip 13 is off screen (x=${box && box.x}, width=${box && box.width})`);
    const rows = await phone.locator('[data-testid=hand] button.chip').evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size);
    check(rows >= 2, 'the chips did not wrap onto several rows');
    await phone.getByTestId('chip-5').click();
    await phone.waitForFunction(() => document.querySelector('[data-testid=locked-chip]') || /Round [2-9]/.test(document.querySelector('[data-testid=round]')?.textContent || ''));
    await noHorizontalOverflow(phone, 'match page (after a move)');
    await phone.goto(`${base}/m/${code}`);
    await phone.getByTestId('standings').waitFor();
    await noHorizontalOverflow(phone, 'finished match page');
    await phone.goto(`${base}/replay/${code}`);
    await phone.getByTestId('replay-next').waitFor();
    await noHorizontalOverflow(phone, 'replay page');
    await phoneContext.close();
  });

  await step('unknown codes show a clear message', async () => {
    const page = await spectatorContext.newPage();
    await page.goto(`${base}/m/ZZZZZ9`);
    await page.getByTestId('match-error').waitFor();
    check(/no live match/i.test(await page.getByTestId('match-error').textContent()), 'the missing-match page does not say so');
    await page.goto(`${base}/replay/ZZZZZ9`);
    await page.getByTestId('replay-error').waitFor();
    await page.close();
  });

  await step('no errors in the browser console', async () => {
    check(errors.length === 0, `page errors:\n  ${errors.join('\n  ')}`);
  });
}

runBrowserTest('agent tables', main, { timeoutMs: 240_000 });

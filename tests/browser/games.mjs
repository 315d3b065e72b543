// Starting games for the browser tests and the screenshot script: a quick
// Bidlock game from the lobby's Start game, and a small Right Price room
// against its bot made over HTTP with the page's own cookie identity, so the
// page then sits at the table as that player.

export const CHIP = '[data-testid=hand] button[data-testid^=chip-]:not([disabled])';

/** Opens the lobby and starts a quick Bidlock game; resolves once a chip can be played. */
export async function startBidlock(page) {
  await page.goto('/');
  await page.getByTestId('start-game').click();
  await page.waitForURL(/\/m\/[A-Z0-9]+$/);
  await page.waitForSelector(CHIP);
  return new URL(page.url()).pathname.split('/').pop();
}

/** A Right Price room with `settings`, the bot added and started; the page is at the table. */
export async function startRightPrice(page, settings) {
  if (!page.url().startsWith('http')) await page.goto('/');
  // The page makes its guest identity (a cookie) as it loads: rooms need one.
  await page.getByTestId('user-name').waitFor();
  const code = await page.evaluate(async (s) => {
    const post = async (path, body) => {
      const r = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
      const json = await r.json();
      if (!r.ok) throw new Error(`${path}: ${r.status} ${JSON.stringify(json)}`);
      return json;
    };
    const created = await post('/api/rooms', { game: 'right_price', capacity: 2, settings: s });
    if ((created.state?.players?.length ?? 1) < 2) await post(`/api/rooms/${created.code}/add-bot`, {});
    await post(`/api/rooms/${created.code}/start`, {});
    return created.code;
  }, settings);
  await page.goto(`/m/${code}`);
  // On a phone the table hides behind its summary line: attached is enough.
  await page.getByTestId('capital-table').waitFor({ state: 'attached' });
  return code;
}

/** The smallest Right Price game that still has a break between rounds. */
export const SMALL_RP = { rounds: 2, itemsPerRound: 2, bettingSeconds: 20, roundBreakSeconds: 5 };

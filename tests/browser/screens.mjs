#!/usr/bin/env node
// Saves the main screens as small PNGs under docs/screens/ (lobby, Bidlock's
// table and its result moment, The Right Price's table and settlement, a
// result screen), each at 1280x800 and 390x844. Run by hand after a visible
// change, then commit the pictures; not part of the test run.
//
//   cd web && npm run build && GAVEL_BIN=../build/gavel node ../tests/browser/screens.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHIP, SMALL_RP, startBidlock, startRightPrice } from './games.mjs';
import { log, repo, runBrowserTest, step } from './harness.mjs';

const out = path.join(repo, 'docs/screens');
const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
];

/**
 * Keeps a picture small: every channel rounded to 16 levels (flat runs that
 * PNG's deflate packs well), re-encoded by the browser's canvas.
 */
async function shrink(page, png) {
  const url = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const g = canvas.getContext('2d');
    g.drawImage(img, 0, 0);
    const data = g.getImageData(0, 0, img.width, img.height);
    const px = data.data;
    for (let i = 0; i < px.length; i += 4) for (let c = 0; c < 3; c += 1) px[i + c] = Math.min(255, Math.round(px[i + c] / 17) * 17);
    g.putImageData(data, 0, 0);
    return canvas.toDataURL('image/png');
  }, png.toString('base64'));
  return Buffer.from(url.split(',')[1], 'base64');
}

runBrowserTest(
  'screenshots',
  async ({ base, browser }) => {
    mkdirSync(out, { recursive: true });
    const encoder = await (await browser.newContext()).newPage();
    for (const [label, viewport] of SIZES) {
      const context = await browser.newContext({ viewport, baseURL: base, deviceScaleFactor: 1, isMobile: label === 'phone', hasTouch: label === 'phone' });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      // Pictures are for reading: the page is not scrolled, only the viewport is kept.
      const shot = async (name) => {
        await page.evaluate(() => window.scrollTo(0, 0));
        const small = await shrink(encoder, await page.screenshot());
        writeFileSync(path.join(out, `${name}-${label}.png`), small);
        log(`     ${name}-${label}.png (${Math.round(small.length / 1024)} KB)`);
      };
      await step(`${label}: lobby`, async () => {
        await page.goto('/');
        await page.getByTestId('start-game').waitFor();
        await shot('lobby');
      });
      await step(`${label}: Bidlock's table, its result moment and the final standings`, async () => {
        await startBidlock(page);
        await page.waitForTimeout(400);
        await shot('bidlock-table');
        await page.locator(CHIP).last().click({ noWaitAfter: true });
        await page.getByTestId('moment').waitFor();
        await page.waitForTimeout(700); // the chips have turned, the pot is on its way
        await shot('bidlock-result');
        // Play the rest of the game, the lowest chip each round.
        while ((await page.getByTestId('final').count()) === 0) {
          await page.waitForSelector(`${CHIP}, [data-testid=final]`, { timeout: 30_000 });
          if ((await page.getByTestId('final').count()) === 0) await page.locator(CHIP).first().click({ timeout: 3000 }).catch(() => {});
        }
        await page.waitForSelector('[data-testid=moment]', { state: 'detached' });
        await shot('result');
      });
      await step(`${label}: The Right Price's table and its settlement`, async () => {
        await startRightPrice(page, SMALL_RP);
        await page.waitForSelector('[data-testid=bid]:not([disabled])');
        await shot('right-price-table');
        await page.getByTestId('bet-input').fill('30');
        await page.getByTestId('bid').click();
        await page.waitForSelector('[data-testid=bid]:not([disabled])');
        await page.getByTestId('skip').click();
        await page.waitForSelector('[data-testid=felt-winner]');
        await shot('settlement');
      });
      await context.close();
    }
  },
  { timeoutMs: 240_000 },
);

#!/usr/bin/env node
// Your own player page's account section against the real server, under its
// Content-Security-Policy: the two browsers logged in as you (this one
// marked), your agent's token, Revoke (the token is refused at once), Log
// out of the other browser (it is logged out at once), and the
// change-password form (a wrong current password is refused and said so).
//
//   cd web && npm run build && GAVEL_BIN=../build/gavel node ../tests/browser/account.mjs
import { check, runBrowserTest, step, watchErrors } from './harness.mjs';

const NAME = 'acct_owner';
const PASSWORD = 'correct-horse-battery';

async function ok(reply, what) {
  check(reply.ok(), `${what}: ${reply.status()} ${await reply.text()}`);
  return reply.json();
}

runBrowserTest('account page: sessions, tokens, password', async ({ base, browser }) => {
  const errors = [];
  const mine = await browser.newContext({ baseURL: base });
  await ok(await mine.request.post('/api/auth/signup', { data: { username: NAME, password: PASSWORD } }), 'sign up');
  const { token } = await ok(await mine.request.post('/api/auth/tokens', { data: { label: 'my bot' } }), 'mint a token');
  const other = await browser.newContext({ baseURL: base });
  await ok(await other.request.post('/api/auth/login', { data: { username: NAME, password: PASSWORD } }), 'log in elsewhere');
  const page = await mine.newPage();
  watchErrors(page, 'owner', errors);

  await step('your page lists both browsers, this one marked, and the token', async () => {
    await page.goto(`/u/${NAME}`);
    await page.getByTestId('account-security').waitFor();
    const sessions = page.locator('[data-testid=session-list] > li');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=session-list] > li').length === 2);
    check((await sessions.filter({ hasText: '(this browser)' }).count()) === 1, 'one session is marked as this browser');
    const tokens = page.locator('[data-testid=token-list] > li');
    check((await tokens.count()) === 1, `${await tokens.count()} tokens are listed`);
    check((await tokens.first().textContent()).includes('my bot'), 'the token shows its label');
    check(!(await page.content()).includes(token.slice(4)), 'the page never holds the token itself');
  });

  await step('Revoke: the token is refused at once', async () => {
    const bearer = { headers: { Authorization: `Bearer ${token}` } };
    check((await browser.newContext({ baseURL: base }).then((c) => c.request.get('/api/auth/me', bearer))).ok(), 'the token works before');
    await page.locator('[data-testid^=revoke-token-]').click();
    await page.getByTestId('no-tokens').waitFor();
    const after = await (await browser.newContext({ baseURL: base })).request.get('/api/auth/me', bearer);
    check(after.status() === 401, `the revoked token answers ${after.status()}`);
  });

  await step('Log out: the other browser is logged out at once', async () => {
    check((await ok(await other.request.get('/api/auth/me'), 'me elsewhere')).user?.name === NAME, 'logged in elsewhere');
    await page.locator('[data-testid^=end-session-]').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=session-list] > li').length === 1);
    check((await ok(await other.request.get('/api/auth/me'), 'me elsewhere')).user === null, 'the other browser is nobody now');
  });

  await step('change password: a wrong current one is refused, the right one changes it', async () => {
    await page.getByTestId('password-current').fill('not my password at all');
    await page.getByTestId('password-new').fill('a brand new passphrase');
    await page.getByTestId('password-submit').click();
    await page.getByTestId('password-error').waitFor();
    check((await page.getByTestId('password-error').textContent()).includes('wrong'), 'the error says the password is wrong');
    await page.getByTestId('password-current').fill(PASSWORD);
    await page.getByTestId('password-new').fill('a brand new passphrase');
    await page.getByTestId('password-submit').click();
    await page.getByTestId('password-changed').waitFor();
    const fresh = await browser.newContext({ baseURL: base });
    await ok(await fresh.request.post('/api/auth/login', { data: { username: NAME, password: 'a brand new passphrase' } }), 'log in with the new password');
  });

  check(errors.length === 0, `page errors: ${errors.join(' | ')}`);
});

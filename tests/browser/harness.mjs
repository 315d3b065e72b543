// Shared scaffolding for the browser tests: start the real Gavel server on a
// free port with a temporary DATA_DIR, launch headless Chromium through
// playwright-core, run named steps, and always stop the server (failure
// screenshots go to a temp dir or ARTIFACTS_DIR). run.mjs and rooms.mjs both
// use it.
//
// Env: GAVEL_BIN (default build/gavel), CHROMIUM_BIN (default /usr/bin/chromium),
// HEADED=1 to watch, BROWSER_TEST_TIMEOUT_MS (overrides a script's own limit),
// ARTIFACTS_DIR.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repo = path.resolve(here, '../..');
const webDir = path.join(repo, 'web');
const distDir = path.join(webDir, 'dist');
const gavelBin = process.env.GAVEL_BIN || path.join(repo, 'build/gavel');
const chromiumBin = process.env.CHROMIUM_BIN || '/usr/bin/chromium';

export class TestFailure extends Error {}

export function check(condition, message) {
  if (!condition) throw new TestFailure(message);
}

const started = Date.now();
export function log(message) {
  const t = ((Date.now() - started) / 1000).toFixed(1).padStart(6);
  console.log(`[${t}s] ${message}`);
}

const run = { server: null, browser: null, dataDir: null, step: 'setup', passed: 0, done: false };

export async function step(name, body) {
  run.step = name;
  const t0 = Date.now();
  await body();
  run.passed += 1;
  log(`ok   ${name} (${Date.now() - t0} ms)`);
}

function cleanup() {
  const child = run.server;
  if (child && child.exitCode === null && child.signalCode === null) {
    try {
      child.kill('SIGTERM');
    } catch {
      // already gone
    }
  }
  if (run.dataDir) {
    try {
      rmSync(run.dataDir, { recursive: true, force: true });
    } catch {
      // best effort
    }
    run.dataDir = null;
  }
}

/** Stops the server and waits for it to exit (SIGKILL after 3 s). */
async function stopServer() {
  const child = run.server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
}

process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\nInterrupted by ${signal}; stopping the server.`);
    cleanup();
    process.exit(130);
  });
}

function startServer() {
  return new Promise((resolve, reject) => {
    run.dataDir = mkdtempSync(path.join(tmpdir(), 'gavel-browser-'));
    const child = spawn(gavelBin, ['serve'], {
      cwd: repo,
      // Every page comes from 127.0.0.1: the rooms it may hold unjoined are raised.
      env: { ROOMS_PER_ADDRESS: '100000', ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: run.dataDir, WEB_DIR: distDir, BOT_DELAY_MS: '0-50', TESTING: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    run.server = child;
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      reject(new TestFailure(`the server did not print its port within 20 s.\nstdout: ${out}\nstderr: ${err}`));
    }, 20_000);
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/listening on (http:\/\/[^\s/]+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
      if (err.length > 20_000) err = err.slice(-10_000);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new TestFailure(`cannot start ${gavelBin}: ${error.message}`));
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (!run.done) reject(new TestFailure(`the server exited early (code ${code}, signal ${signal}).\nstderr: ${err}`));
    });
  });
}

/** Collects uncaught page errors and console errors (4xx API answers the UI shows are expected). */
/**
 * Waits for `selector` and runs `read` (a function of no arguments, run in the
 * page) in the same frame it is found, so an element that shows for a moment
 * (a result moment) is read while it shows, however late this test looks.
 */
export async function readWhileShown(page, selector, read, timeout = 10_000) {
  // A function, not an expression string: Playwright evaluates a function's
  // source once, which the server's Content-Security-Policy (no
  // 'unsafe-eval') allows, but a string expression on every frame, which it
  // refuses. The Function is built here in Node, never in the page.
  const probe = new Function(`return document.querySelector(${JSON.stringify(selector)}) ? (${read.toString()})() : null;`);
  const handle = await page.waitForFunction(probe, null, { timeout, polling: 'raf' });
  return handle.jsonValue();
}

/**
 * A final table's name cells (`th[scope=row]` inside `table`, a locator):
 * each name must be whole in its text and its title, on one line, however a
 * phone clips it.
 */
export async function checkNamesWhole(table, where) {
  const names = await table.evaluate((el) =>
    [...el.querySelectorAll('th[scope=row]')].map((th) => ({ title: th.title, text: th.textContent.trim(), whiteSpace: getComputedStyle(th).whiteSpace })),
  );
  check(names.length > 0 && names.every((n) => n.text && n.title === n.text && n.whiteSpace === 'nowrap'), `${where}: a name is not whole on one line with its title (${JSON.stringify(names)})`);
  return names.map((n) => n.text);
}

/**
 * A registered agent over the HTTP API, as an outside program would be: signs
 * up `name` with `password`, makes an agent token, and returns `call(method,
 * path, body)` answering `{status, json}` with that token as its bearer.
 */
export async function apiAgent(browser, base, name, password, label = 'test agent') {
  const context = await browser.newContext({ baseURL: base });
  const signup = await context.request.post('/api/auth/signup', { data: { username: name, password } });
  check(signup.ok(), `sign up ${name}: ${signup.status()} ${await signup.text()}`);
  const made = await context.request.post('/api/auth/tokens', { data: { label } });
  check(made.ok(), `agent token for ${name}: ${made.status()} ${await made.text()}`);
  const { token } = await made.json();
  await context.close();
  return async (method, path, body) => {
    const reply = await fetch(`${base}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await reply.text();
    return { status: reply.status, json: text ? JSON.parse(text) : null };
  };
}

export function watchErrors(page, label, errors) {
  page.on('pageerror', (error) => errors.push(`${label}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const url = message.location()?.url || '';
    if (/status of 4\d\d/.test(text) && url.includes('/api/')) return;
    errors.push(`${label} console: ${text}`);
  });
}

/**
 * Runs `main({ base, browser })` against a fresh server and browser, then
 * exits 0 on success or 1 (with screenshots of every open page) on failure.
 * `timeoutMs` (default 300 s) bounds the whole run; BROWSER_TEST_TIMEOUT_MS
 * overrides it.
 */
export function runBrowserTest(title, main, { timeoutMs: defaultTimeoutMs = 300_000 } = {}) {
  const timeoutMs = Number(process.env.BROWSER_TEST_TIMEOUT_MS || defaultTimeoutMs);
  const watchdog = setTimeout(() => {
    console.error(`FAIL: ${title} took longer than ${timeoutMs / 1000} s (step: ${run.step})`);
    cleanup();
    process.exit(1);
  }, timeoutMs);
  watchdog.unref();

  const body = async () => {
    check(existsSync(path.join(distDir, 'index.html')), `${distDir}/index.html is missing: run "npm run build" in web/ first`);
    check(existsSync(gavelBin), `the server binary ${gavelBin} does not exist (build it, or set GAVEL_BIN)`);
    check(existsSync(chromiumBin), `${chromiumBin} does not exist (apt-get install -y chromium, or set CHROMIUM_BIN)`);
    let chromium;
    try {
      ({ chromium } = createRequire(path.join(webDir, 'package.json'))('playwright-core'));
    } catch {
      throw new TestFailure('playwright-core is not installed: run "npm ci" in web/');
    }
    const base = await startServer();
    log(`${title}: server up at ${base} (pid ${run.server.pid}, DATA_DIR ${run.dataDir})`);
    run.browser = await chromium.launch({
      executablePath: chromiumBin,
      headless: !process.env.HEADED,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    log(`chromium ${run.browser.version()}`);
    await main({ base, browser: run.browser });
    await run.browser.close();
    run.browser = null;
  };

  body()
    .then(async () => {
      run.done = true;
      await stopServer();
      cleanup();
      log(`PASS: ${title}: ${run.passed} checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      process.exit(0);
    })
    .catch(async (error) => {
      const failed = run.step;
      run.done = true;
      console.error(`\nFAIL in step "${failed}": ${error instanceof TestFailure ? error.message : error.stack || error}`);
      if (run.browser) {
        try {
          const dir = process.env.ARTIFACTS_DIR || mkdtempSync(path.join(tmpdir(), 'gavel-browser-fail-'));
          let n = 0;
          for (const context of run.browser.contexts()) {
            for (const page of context.pages()) {
              const file = path.join(dir, `page-${++n}.png`);
              await page.screenshot({ path: file, fullPage: true }).catch(() => {});
              console.error(`  screenshot of ${page.url()}: ${file}`);
            }
          }
          await run.browser.close();
        } catch {
          // ignore
        }
      }
      await stopServer().catch(() => {});
      cleanup();
      process.exit(1);
    });
}

/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The web console in a real Chromium against a real service on port 0: one browser launch and one
 * service for the whole file. The service's route timers run on a virtual clock the test advances,
 * so a retry fires when the test says, not after a sleep.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVirtualClock, type VirtualClock } from '../../actors/virtual-clock.ts';
import type { RouteView } from '../../machines/route.types.ts';
import {
  overloadedEnvelope,
  RAW_SECRET,
  slowRetryProfile,
  startTestServer,
  type TestServer,
  WsClient,
} from '../server/harness.ts';
import { ARTIFACTS, DESKTOP, ensureBuilt, launch, PHONE } from './browser.ts';
import { baseProfile, INVALID_CASES, invalidDocument } from './invalid-documents.ts';

let t: TestServer;
let clock: VirtualClock;
let browser: Browser;
let adapter: WsClient;
const contexts: BrowserContext[] = [];
/** Each scenario's profile runs on its own agents: a failure opens its provider's circuit for the others. */
const AGENTS = ['stale-a', 'stale-b', 'viewer-a', 'viewer-b', 'office-a', 'office-b'];
/** The README walk's agent profiles at each size (the desktop one is the README's own). */
const WALK_AGENTS = {
  desktop: { first: 'claude-code', next: 'codex' },
  phone: { first: 'claude-code-phone', next: 'codex-phone' },
} as const;
function slowProfile(id: string) {
  const p = slowRetryProfile(id);
  p.candidates[0]!.agent_profile = `${id}-a`;
  p.candidates[1]!.agent_profile = `${id}-b`;
  return p;
}
const SIZES = { desktop: DESKTOP, phone: PHONE } as const;
type Size = keyof typeof SIZES;

beforeAll(async () => {
  ensureBuilt();
  mkdirSync(ARTIFACTS, { recursive: true });
  clock = createVirtualClock(Date.now());
  t = await startTestServer({ now: clock.now, engineClock: clock });
  adapter = await WsClient.connect(t.wsUrl, await t.token('adapter'));
  await adapter.request(
    {
      type: 'adapter_hello',
      agent_profiles: [...Object.values(WALK_AGENTS).flatMap((a) => [a.first, a.next]), ...AGENTS],
    },
    (m) => m.type === 'adapter_ready',
  );
  browser = await launch();
}, 120_000);

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await adapter?.close();
  await t?.close();
});

/** A page of a fresh context at `size`, signed in with `token` unless it is null. */
async function open(size: Size, token: string | null, path = '/'): Promise<Page> {
  const context = await browser.newContext({ ...SIZES[size], baseURL: t.url });
  contexts.push(context);
  // A stuck step fails with its locator, well before the test's own timeout.
  context.setDefaultTimeout(20_000);
  if (token) await context.addInitScript((tk) => sessionStorage.setItem('recourse.token', tk), token);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const shared = new Map<Size, Page>();
/** One signed-in admin page per size, reused by the layout checks. */
async function signedIn(size: Size): Promise<Page> {
  if (!shared.has(size)) shared.set(size, await open(size, t.admin, '/board'));
  return shared.get(size)!;
}

/** Waits until the engine publishes a snapshot of `routeId` matching `match`. */
function engineSees(routeId: string, match: (v: RouteView) => boolean): Promise<RouteView> {
  return new Promise((resolve) => {
    const current = t.server.engine.getRoute(routeId);
    if (current && match(current)) return resolve(current);
    const stop = t.server.engine.subscribe((v) => {
      if (v.route_id === routeId && match(v)) {
        stop();
        resolve(v);
      }
    });
  });
}

/** The adapter's next dispatch (acknowledged at once). */
async function nextDispatch(from = adapter.messages.length) {
  const d = (await adapter.next((m) => m.type === 'dispatch', 5_000, from)).request;
  adapter.send({ type: 'dispatch_ack', attempt_id: d.attempt_id });
  return d;
}
function fail(d: { route_id: string; attempt_id: string; invocation_id: string; generation: number }) {
  adapter.send({
    type: 'outcome',
    route_id: d.route_id,
    attempt_id: d.attempt_id,
    invocation_id: d.invocation_id,
    generation: d.generation,
    outcome: { kind: 'failure', envelope: overloadedEnvelope(d) },
  });
}
function succeed(d: { route_id: string; attempt_id: string; invocation_id: string; generation: number }) {
  adapter.send({
    type: 'outcome',
    route_id: d.route_id,
    attempt_id: d.attempt_id,
    invocation_id: d.invocation_id,
    generation: d.generation,
    outcome: { kind: 'success' },
  });
}

/** Starts a route of `profile` over HTTP and fails its first attempt; resolves in retry_wait. */
async function routeInRetryWait(profile: string, caller: 'kanban' | 'office' = 'kanban') {
  const from = adapter.messages.length;
  const starting = t.http('POST', '/v1/routes', { body: { profile_id: profile, caller } });
  const d = await nextDispatch(from);
  expect((await starting).status).toBe(201);
  fail(d);
  return engineSees(d.route_id, (v) => v.state === 'retry_wait');
}

/** Layout facts of the page as the phone and desktop checks need them. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const visible = (el: Element) =>
      el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const controls = [
      ...document.querySelectorAll(
        'button, input:not([type=checkbox]):not([type=radio]), select, summary, a[href]',
      ),
    ].filter((el) => visible(el) && !el.classList.contains('skip'));
    const small = controls
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.height < 44 || r.width < 44;
      })
      .map(name);
    // A checkbox or radio is operated through its label, which is the 44 px target.
    for (const el of document.querySelectorAll('input[type=checkbox], input[type=radio]')) {
      if (!visible(el)) continue;
      const label = el.closest('label');
      if (!label || label.getBoundingClientRect().height < 44) small.push(name(el));
    }
    const scrollers = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const s = getComputedStyle(el);
        const scrolls = /(auto|scroll)/.test(`${s.overflowX} ${s.overflowY}`);
        return scrolls && (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);
      })
      .map(name);
    // Blocks side by side (overlapping vertically, neither inside the other) make a second column.
    const blocks = [...document.querySelectorAll('.column, .class-section, .panel, .card')].filter(visible);
    const sideBySide: string[] = [];
    for (const a of blocks)
      for (const b of blocks) {
        if (a === b || a.contains(b) || b.contains(a)) continue;
        const ra = a.getBoundingClientRect();
        const rb = b.getBoundingClientRect();
        if (ra.left < rb.left && ra.top < rb.bottom - 1 && rb.top < ra.bottom - 1)
          sideBySide.push(`${name(a)} | ${name(b)}`);
      }
    const de = document.documentElement;
    return { scrollWidth: de.scrollWidth, clientWidth: de.clientWidth, small, scrollers, sideBySide };
  });
}

/** Every page check: no overflow, 44 px controls, one scroll owner, one column on a phone, axe, a screenshot. */
async function checkPage(page: Page, size: Size, name: string) {
  const facts = await layout(page);
  expect(facts.scrollWidth, `${name} overflows horizontally`).toBeLessThanOrEqual(facts.clientWidth);
  expect(facts.small, `${name}: controls under 44 px`).toEqual([]);
  expect(facts.scrollers, `${name}: a second scroll owner`).toEqual([]);
  if (size === 'phone') expect(facts.sideBySide, `${name}: more than one column`).toEqual([]);
  const axe = await new AxeBuilder({ page }).analyze();
  const bad = axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `${name}: axe`).toEqual([]);
  await page.screenshot({ path: join(ARTIFACTS, `${name}-${size}.png`), fullPage: true });
}

// Browser steps are slow on a loaded machine; each test normally takes a few seconds.
describe('the web console in Chromium', { timeout: 120_000 }, () => {
  it('signs in with a token, shows the role, and refuses an unknown token', async () => {
    const page = await open('desktop', null, '/board');
    await page.getByLabel('Token').fill('rct_not-a-token');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'does not know this token' }).waitFor();
    // From here on, the keyboard alone: Enter submits, Tab walks the controls with a visible focus ring.
    await page.getByLabel('Token').fill(t.admin);
    await page.getByLabel('Token').press('Enter');
    await page.locator('[data-role="admin"]').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('recourse.token'))).toBe(t.admin);
    expect(new URL(page.url()).pathname).toBe('/board');
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return { text: el.textContent?.trim(), outline: `${style.outlineStyle} ${style.outlineWidth}` };
      });
    await page.keyboard.press('Tab');
    expect(await focused()).toEqual({ text: 'Skip to content', outline: 'solid 3px' });
    for (let i = 0; i < 5 && (await focused()).text !== 'Profiles'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toEqual({ text: 'Profiles', outline: 'solid 3px' });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Profiles' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profiles');
  });

  it('serves the console with a CSP, cacheable hashed assets, and index.html for client-side URLs', async () => {
    const index = await fetch(`${t.url}/profiles/anything`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(index.headers.get('content-security-policy')).toContain("script-src 'self'");
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await index.text())![1]!;
    const asset = await fetch(`${t.url}${script}`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${t.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${t.url}/v1/profiles`)).status).toBe(401);
  });

  it('shows, beside each field, the same error the backend returns for the same document', async () => {
    expect((await t.http('POST', '/v1/profiles', { body: baseProfile() })).status).toBe(201);
    const page = await open('phone', t.admin, '/profiles/invalid-base');
    for (const c of INVALID_CASES) {
      const backend = await t.http('POST', '/v1/profiles', { body: invalidDocument(c) });
      expect(backend.status, c.name).toBe(400);
      const expected = backend.body.error.errors.filter((e: { path: string }) => e.path === c.path);
      expect(expected.length, c.name).toBe(1);

      const field = page.locator('.field', { has: page.locator(`input[name="${c.path}"]`) });
      const unit = field.locator('select');
      if (await unit.count()) await unit.selectOption('s');
      await field.locator('input').fill(String(c.value));
      expect((await field.locator('[data-field-error]').textContent())?.trim(), c.name).toBe(
        expected[0].message,
      );
    }
  });

  it('creates a profile on a phone, edits both class policies, saves, and offers a reload on a conflict', async () => {
    const page = await open('phone', t.admin, '/profiles/new');
    await page.getByLabel('Profile id').fill('phone');
    await page.getByLabel('Name', { exact: true }).fill('Phone profile');
    await page.getByLabel('Candidate id').fill('claude');
    await page.getByLabel('Agent profile').fill('claude-code');
    const transient = page.locator('[data-candidate="0"] [data-class="transient"]');
    const hard = page.locator('[data-candidate="0"] [data-class="hard"]');
    await transient.getByLabel('Retry the same candidate').check();
    await transient.getByLabel('Maximum retries').fill('2');
    await transient.getByLabel('Initial interval', { exact: true }).fill('3');
    await expect(transient.locator('[data-preview]').textContent()).resolves.toContain(
      'After 3 s, 6 s, then skip',
    );
    // Candidates: add two, reorder, remove one; the order saved is the order shown.
    await page.getByRole('button', { name: 'Add candidate' }).click();
    await page.locator('[data-candidate="1"]').getByLabel('Candidate id').fill('spare');
    await page.getByRole('button', { name: 'Add candidate' }).click();
    await page.locator('[data-candidate="2"]').getByLabel('Candidate id').fill('codex');
    await page.getByRole('button', { name: 'Move codex up' }).click();
    await page.getByRole('button', { name: 'Move claude down' }).click();
    const ids = () =>
      page
        .locator('[data-candidate] input[name$=".id"]')
        .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(await ids()).toEqual(['codex', 'claude', 'spare']);
    await page.getByRole('button', { name: 'Remove spare' }).click();
    await page.getByRole('button', { name: 'Move claude up' }).click();
    expect(await ids()).toEqual(['claude', 'codex']);
    await hard.getByLabel('Wait for a trusted reset date').check();
    await hard.getByLabel('Maximum wait unit').selectOption('min');
    await hard.getByLabel('Maximum wait', { exact: true }).fill('10');
    await hard.getByLabel('Stop (wait for a person)').check();
    await expect(hard.locator('[data-preview]').textContent()).resolves.toContain(
      'within the maximum (10 min)',
    );
    await checkPage(page, 'phone', 'profile-editor');
    await page.getByRole('button', { name: 'Create profile' }).click();
    const saved = page.locator('[data-status]');
    await saved.waitFor();
    expect(await saved.textContent()).toContain('Saved phone at version 1');

    const stored = (await t.http('GET', '/v1/profiles/phone')).body;
    expect(stored.candidates[0].policy).toEqual({
      version: 1,
      transient: {
        retry: { enabled: true, max_retries: 2, initial_interval_seconds: 3 },
        wait_for_reset: { enabled: false, max_wait_seconds: 0 },
        on_exhausted: 'skip',
      },
      hard: {
        retry: { enabled: false, max_retries: 0, initial_interval_seconds: 0 },
        wait_for_reset: { enabled: true, max_wait_seconds: 600 },
        on_exhausted: 'stop',
      },
    });

    // Someone else saves version 2; saving the page's version 1 is refused and it offers a reload.
    const { version: _v, ...rest } = stored;
    expect(
      (await t.http('PUT', '/v1/profiles/phone', { body: { ...rest, name: 'Renamed', expected_version: 1 } }))
        .status,
    ).toBe(200);
    await page.getByLabel('Name', { exact: true }).fill('Mine');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('[data-status="conflict"]').getByText('Someone else saved this profile').waitFor();
    await page.getByRole('button', { name: 'Reload the saved version' }).click();
    // Exact: the conflict banner's "(now version 2)" holds the words too, and is there before the reload.
    await page.getByText('Version 2', { exact: true }).waitFor();
    await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe('Renamed');
  });

  for (const size of ['desktop', 'phone'] as const) {
    it(`follows the README on a ${size}: signs in, creates a profile in the form, starts a route with its task, and watches it wait, retry and switch without a reload`, async () => {
      const agents = WALK_AGENTS[size];
      const id = size === 'desktop' ? 'coding' : 'coding-phone';
      // 1. Open the URL and sign in with the admin token.
      const page = await open(size, null, '/');
      await page.getByLabel('Token').fill(t.admin);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.locator('[data-role="admin"]').waitFor();
      // Set once: a reload would drop it.
      await page.evaluate(() => {
        (window as unknown as { walked: boolean }).walked = true;
      });

      // 2. Profiles → New profile, filled in as the README says.
      await page.getByRole('navigation').getByRole('link', { name: 'Profiles' }).click();
      await page.getByRole('link', { name: 'New profile' }).click();
      await page.getByLabel('Profile id').fill(id);
      await page.getByLabel('Name', { exact: true }).fill('Coding agents');
      await page.getByLabel('Candidate id').fill('claude');
      await page.getByLabel('Agent profile').fill(agents.first);
      const transient = page.locator('[data-candidate="0"] [data-class="transient"]');
      await transient.getByLabel('Retry the same candidate').check();
      await transient.getByLabel('Maximum retries').fill('1');
      await transient.getByLabel('Initial interval', { exact: true }).fill('3');
      await transient.getByLabel('Skip candidate').check();
      await expect(transient.locator('[data-preview]').textContent()).resolves.toContain(
        'After 3 s, then skip to the next candidate',
      );
      await page.getByRole('button', { name: 'Add candidate' }).click();
      const second = page.locator('[data-candidate="1"]');
      await second.getByLabel('Candidate id').fill('codex');
      await second.getByLabel('Agent profile').fill(agents.next);
      await page.getByRole('button', { name: 'Create profile' }).click();
      await page.locator('[data-status="ok"]').getByText(`Saved ${id} at version 1`).waitFor();
      const stored = (await t.http('GET', `/v1/profiles/${id}`)).body;
      expect(
        stored.candidates.map((c: { id: string; agent_profile: string }) => [c.id, c.agent_profile]),
      ).toEqual([
        ['claude', agents.first],
        ['codex', agents.next],
      ]);
      expect(stored.candidates[0].policy.transient).toEqual({
        retry: { enabled: true, max_retries: 1, initial_interval_seconds: 3 },
        wait_for_reset: { enabled: false, max_wait_seconds: 0 },
        on_exhausted: 'skip',
      });

      // 3. Board → Start a route: an empty task shows the backend's own field errors first.
      await page.getByRole('navigation').getByRole('link', { name: 'Board' }).click();
      await page.getByText('Start a route').click();
      const form = page.getByRole('form', { name: 'Start a route' });
      await form.locator('select[name="start-profile"]').selectOption(id);
      await form.getByRole('button', { name: 'Start route' }).click();
      const backend = await t.http('POST', '/v1/routes', {
        body: { profile_id: id, caller: 'kanban', task: { prompt: '', cwd: '', metadata: {} } },
      });
      expect(backend.status).toBe(400);
      for (const [label, path] of [
        ['Prompt', 'task.prompt'],
        ['Working directory', 'task.cwd'],
      ] as const) {
        const message = backend.body.error.errors.find((e: { path: string }) => e.path === path).message;
        const field = form.locator('.field', { has: page.getByLabel(label, { exact: true }) });
        expect((await field.locator('[data-field-error]').textContent())?.trim()).toBe(message);
      }
      const task = {
        prompt: 'Fix the failing test in parser.ts',
        cwd: '/srv/app',
        metadata: { ticket: 'KB-42' },
      };
      await form.getByLabel('Prompt').fill(task.prompt);
      await form.getByLabel('Working directory').fill(task.cwd);
      await form.getByRole('button', { name: 'Add metadata' }).click();
      await form.getByLabel('Key 1').fill('ticket');
      await form.getByLabel('Value 1').fill('KB-42');
      // The open start form, with a metadata row, laid out like every other page.
      await checkPage(page, size, 'board-start');
      const from = adapter.messages.length;
      await form.getByRole('button', { name: 'Start route' }).click();
      const first = await nextDispatch(from);
      expect([first.candidate_id, first.agent_profile, first.turn]).toEqual(['claude', agents.first, 0]);
      expect(first.task).toEqual(task);
      await page.getByText(`Started route ${first.route_id}`).waitFor();
      const card = page.locator(`[data-route="${first.route_id}"]`);

      // 4. The adapter fails the first candidate: Retry wait, on the board within a second, with the
      // service's absolute deadline, the retry count, the safe cause and a display-only countdown.
      fail(first);
      const waiting = await engineSees(first.route_id, (v) => v.state === 'retry_wait');
      await page
        .locator(`[data-column="retry_wait"] [data-route="${first.route_id}"]`)
        .waitFor({ timeout: 1_000 });
      expect(await card.locator('[data-deadline]').getAttribute('data-deadline')).toBe(waiting.deadline);
      expect(await card.locator('.countdown').textContent()).toMatch(/^in \d+ s$|^due now$/);
      const text = await card.textContent();
      expect(text).toContain('1 of 1');
      expect(text).toContain('overload');
      expect(text).toContain('retry the same candidate');
      expect(await page.content()).not.toContain(RAW_SECRET);

      // 5. The deadline passes on the service's clock: the retry is dispatched (Retrying)...
      const before = adapter.messages.length;
      await clock.advanceBy(3_000);
      const retry = await nextDispatch(before);
      await page.locator(`[data-column="retrying"] [data-route="${first.route_id}"]`).waitFor();
      // ...fails too, and the route switches to the next candidate, which runs and succeeds.
      const afterRetry = adapter.messages.length;
      fail(retry);
      const codex = await nextDispatch(afterRetry);
      expect([codex.candidate_id, codex.agent_profile]).toEqual(['codex', agents.next]);
      expect(codex.task).toEqual(task);
      const running = page.locator(`[data-column="active"] [data-route="${first.route_id}"]`);
      await running.filter({ hasText: 'codex' }).filter({ hasText: 'running' }).waitFor();
      succeed(codex);
      await engineSees(
        first.route_id,
        (v) => v.state === 'active' && v.candidate === 'codex' && !v.attempt_in_flight,
      );
      await running.filter({ hasText: 'codex' }).filter({ hasText: 'done' }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { walked?: boolean }).walked)).toBe(true);
      if (size === 'phone') return;

      // The card opens the route: the error history and the statechart with the current state.
      await card.locator('.route-link').click();
      const history = page.locator('section[aria-labelledby="history"]');
      await history.getByText('2 errors').waitFor();
      expect(await history.textContent()).toContain('retries exhausted');
      expect(await page.locator('.statechart .svg').getAttribute('class')).toContain('current-active');
      await history.locator('.attempts summary').filter({ hasText: 'provider_overloaded' }).first().click();
      const attempt = history.locator('.attempts details[open]');
      expect(await attempt.textContent()).toMatch(/Rule.+Catalogue.+Decision.+Policy then/s);
      // Stop asks first: keeping it running sends nothing; confirming stops the route.
      await page.getByRole('button', { name: 'Stop', exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Confirm stop' });
      await confirm.getByRole('button', { name: 'Keep it running' }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(t.server.engine.getRoute(first.route_id)?.state).toBe('active');
      await page.getByRole('button', { name: 'Stop', exact: true }).click();
      await confirm.getByRole('button', { name: 'Confirm stop' }).click();
      await engineSees(first.route_id, (v) => v.state === 'action_required');
      await page.locator('.statechart .svg.current-action_required').waitFor();
      await page.locator('[data-notice="ok"]').getByText('Stop: done').waitFor();
    });
  }

  it('replaces a stale card with the authoritative snapshot and says what changed', async () => {
    expect((await t.http('POST', '/v1/profiles', { body: slowProfile('stale') })).status).toBe(201);
    const page = await open('desktop', t.admin, '/board?profile=stale');
    let holdRoutes = false;
    // Route snapshots stop reaching this page for a moment, as on a slow link; replies still arrive.
    await page.routeWebSocket(/\/v1\/ws$/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => server.send(m));
      server.onMessage((m) => {
        if (!(holdRoutes && String(m).startsWith('{"type":"route"'))) ws.send(m);
      });
    });
    await page.reload();
    const waiting = await routeInRetryWait('stale');
    const card = page.locator(`[data-route="${waiting.route_id}"]`);
    await page.locator(`[data-column="retry_wait"] [data-route="${waiting.route_id}"]`).waitFor();

    holdRoutes = true;
    const cancelled = await t.http('POST', `/v1/routes/${waiting.route_id}/actions`, {
      body: { action: 'cancel_wait', expected_generation: waiting.generation },
    });
    expect(cancelled.status).toBe(200);
    await card.getByRole('button', { name: 'Skip now' }).click();
    const notice = page.locator(`[data-notice="rejected"]`);
    await notice.waitFor();
    expect(await notice.textContent()).toContain('stale_generation');
    expect(await notice.textContent()).toContain('state Retry wait → Action required');
    expect(await notice.textContent()).toContain(
      `generation ${waiting.generation} → ${cancelled.body.generation}`,
    );
    await page.locator(`[data-column="action_required"] [data-route="${waiting.route_id}"]`).waitFor();
    holdRoutes = false;
  });

  it('offers a viewer no actions, no route start and no profile editing', async () => {
    expect((await t.http('POST', '/v1/profiles', { body: slowProfile('viewer') })).status).toBe(201);
    const waiting = await routeInRetryWait('viewer');
    const page = await open('desktop', await t.token('viewer'), '/board?profile=viewer');
    await page.locator('[data-role="viewer"]').waitFor();
    await page.locator(`[data-route="${waiting.route_id}"]`).waitFor();
    expect(await page.getByRole('button', { name: /Retry now|Skip now|Cancel wait|Stop/ }).count()).toBe(0);
    expect(await page.getByText('Start a route').count()).toBe(0);

    // The filters live in the URL and narrow the columns and cards.
    const columns = () =>
      page.locator('[data-column]').evaluateAll((els) => els.map((e) => e.dataset['column']));
    await page.getByLabel('State').selectOption('retry_wait');
    await page.waitForURL(/state=retry_wait/);
    expect(await columns()).toEqual(['retry_wait']);
    await page.getByLabel('Caller').selectOption('office');
    await page.locator(`[data-route="${waiting.route_id}"]`).waitFor({ state: 'detached' });
    await page.getByLabel('Caller').selectOption('kanban');
    await page.locator(`[data-route="${waiting.route_id}"]`).waitFor();
    await page.getByLabel('Profile').selectOption('stale');
    await page.locator(`[data-route="${waiting.route_id}"]`).waitFor({ state: 'detached' });
    await page.getByLabel('State').selectOption('');
    expect((await columns()).length).toBe(6);

    await page.goto('/profiles');
    await page.locator('[data-profile]').first().waitFor();
    expect(await page.getByText('New profile').count()).toBe(0);
  });

  const PAGES: Array<[string, string, string]> = [
    ['board', '/board', '[data-route]'],
    ['office', '/office', '[data-route]'],
    ['route-detail', '/routes/:office', '.statechart [data-id="route.retry_wait"]'],
    ['profiles', '/profiles', '[data-profile]'],
    ['profile-editor', '/profiles/phone', '[data-class="hard"]'],
  ];
  for (const size of ['desktop', 'phone'] as const) {
    const where = size === 'desktop' ? '1280x800' : '390x844';
    it(`lays out the sign-in page at ${where} without overflow, with 44 px controls and no serious axe finding`, async () => {
      const page = await open(size, null, '/signin');
      await page.getByLabel('Token').waitFor();
      await checkPage(page, size, 'sign-in');
    });
    for (const [name, path, ready] of PAGES) {
      it(`lays out ${name} at ${where} without overflow, with 44 px controls and no serious axe finding`, async () => {
        if (!t.server.engine.listRoutes().some((r) => r.caller === 'office')) {
          expect((await t.http('POST', '/v1/profiles', { body: slowProfile('office') })).status).toBe(201);
          await routeInRetryWait('office', 'office');
        }
        const office = t.server.engine.listRoutes().find((r) => r.caller === 'office')!;
        const page = await signedIn(size);
        await page.goto(path.replace(':office', office.route_id));
        await page.locator(ready).first().waitFor();
        await checkPage(page, size, name);
      });
    }
  }
});

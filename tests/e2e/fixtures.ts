/** Shared e2e helpers: sign in as a demo user through the real auth endpoint, and an axe check. */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page, request } from '@playwright/test';

export const DEMO_PASSWORD = 'demo12345';
export const demo = {
  adm: 'adm@coders.example',
  comercial: 'comercial@coders.example',
  financeiro: 'financeiro@coders.example',
  mkt: 'mkt@coders.example',
  usuario: 'usuario@coders.example',
} as const;
export type DemoLogin = keyof typeof demo;

export async function loginAs(page: Page, who: DemoLogin | string, password = DEMO_PASSWORD) {
  const email = who in demo ? demo[who as DemoLogin] : who;
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: String(base.info().project.use.baseURL) },
  });
  expect(response.ok(), `sign in as ${email}`).toBeTruthy();
}

/** A tag no other run used: e-mails, titles and names a journey creates stay its own on a retry. */
export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/**
 * A staff member of the journey's own, made through the real invitation endpoints by an adm's request
 * context (so no demo user changes): their e-mail and password.
 */
export async function invitedUser(
  admin: APIRequestContext,
  baseURL: string,
  roles: string[],
  name = 'Pessoa Convidada',
) {
  const email = `equipe.${unique()}@exemplo.com.br`;
  const created = await admin.post('/api/users/invitations', {
    data: { email, staffRoles: roles },
    headers: { origin: baseURL },
  });
  expect(created.status()).toBe(201);
  const { url } = await created.json();
  const anonymous = await request.newContext({ baseURL });
  const accepted = await anonymous.post(`/api/access-links/invite/${url.split('/').pop()}`, {
    data: { name, password: 'senha-equipe-123' },
    headers: { origin: baseURL },
  });
  expect(accepted.ok()).toBeTruthy();
  await anonymous.dispose();
  return { email, password: 'senha-equipe-123' };
}

/** No serious or critical accessibility violation on the page as it stands. */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}) {
  expect(await seriousViolations(page, options)).toEqual([]);
}

/**
 * The page's serious and critical axe violations, one line each ('id: help (targets)'). A colour
 * contrast finding is confirmed by a second scan: axe reads the colour behind an element at the point
 * it scrolled to, and a section still settling below can put another section there for one scan; a
 * real contrast problem is there both times.
 */
export async function seriousViolations(page: Page, options: { exclude?: string[] } = {}) {
  await settleForAxe(page);
  const scan = async (rules?: string[]) => {
    let builder = axeFor(page);
    if (rules) builder = builder.withRules(rules);
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    return (await builder.analyze()).violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
  };
  let found = await scan();
  if (found.some((violation) => violation.id === 'color-contrast')) {
    const again = await scan(['color-contrast']);
    const confirmed = (id: string, target: string) =>
      again.some((v) => v.id === id && v.nodes.some((node) => node.target.join(' ') === target));
    found = found
      .map((violation) =>
        violation.id === 'color-contrast'
          ? {
              ...violation,
              nodes: violation.nodes.filter((node) => confirmed(violation.id, node.target.join(' '))),
            }
          : violation,
      )
      .filter((violation) => violation.nodes.length > 0);
  }
  return found.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}${violation.nodes.length > 3 ? ` +${violation.nodes.length - 3}` : ''})`,
  );
}

/**
 * The one axe configuration: every rule axe runs by default (WCAG 2.0–2.2 A and AA, and its best
 * practices), plus 'label-content-name-mismatch' (a control whose accessible name does not contain its
 * visible text: speech users say what they see), which axe ships as experimental and leaves off.
 * (An earlier version also called `withTags(wcag2a…wcag21aa)`, but `options()` replaces the builder's
 * options, tags included: every default rule was what ran, and stays what runs.)
 * Legacy mode runs axe once in the page: the default opens a blank page per scan to merge the frames'
 * results, which cost 2–3× the scan itself (5.5 s vs 2.4 s on /dashboard/comercial here). Its one
 * limit, cross-origin iframes untested, does not apply: the app renders no iframe.
 */
export function axeFor(page: Page) {
  return new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
}

/**
 * Lets the page settle before axe reads it: sections far from the viewport render (content-visibility,
 * styles.css), and finite transitions end — axe reads colours as painted, and a toast half-way through
 * its 0.4 s fade-in blends with the page and fails contrast (endless spinners are ignored).
 */
export async function settleForAxe(page: Page) {
  await page.evaluate(() => document.documentElement.classList.add('render-all'));
  // Sections hydrate when they come near the viewport (lib/deferred-hydration.ts) and may change height
  // as they do: pass over the whole page once, as a visitor scrolling would, so axe's scan (which
  // scrolls each element into view) meets a page whose layout no longer moves.
  await page.evaluate(async () => {
    // Axe scrolls each element into view and reads the colour behind it from the point it lands on; a
    // fixed header or floating button over the element there is not its background. Pin them where they
    // stand (same layout, no overlap that moves with the scan).
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const position = getComputedStyle(element).position;
      if (position === 'fixed') element.style.position = 'absolute';
      else if (position === 'sticky') element.style.position = 'relative';
    }
    const pause = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, 0);
    await pause();
    // The sections met on the way load their code: wait until no new resource has arrived for 0.5 s
    // (not 'networkidle': a staff page's realtime stream never ends).
    const started = performance.now();
    let seen = -1;
    while (performance.now() - started < 5_000) {
      const now = performance.getEntriesByType('resource').length;
      if (now === seen) break;
      seen = now;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

export const test = base;
export { expect };

/**
 * Makes this page behave as the strictest browser does: the focused element is blurred the moment it
 * becomes `disabled`, synchronously (current Chromium does it at its next rendering step, others never).
 * Focus handling must hold either way (issue 30), so journeys that check focus run with and without it.
 */
export async function emulateBlurOnDisable(page: Page) {
  await page.addInitScript(() => {
    const blurIfFocused = (element: Element) => {
      const active = document.activeElement;
      if (active && (active === element || element.contains(active))) (active as HTMLElement).blur();
    };
    const setAttribute = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
      setAttribute.call(this, name, value);
      if (name === 'disabled') blurIfFocused(this);
    };
    for (const proto of [
      HTMLButtonElement.prototype,
      HTMLInputElement.prototype,
      HTMLTextAreaElement.prototype,
      HTMLSelectElement.prototype,
      HTMLFieldSetElement.prototype,
    ]) {
      const descriptor = Object.getOwnPropertyDescriptor(proto, 'disabled')!;
      Object.defineProperty(proto, 'disabled', {
        ...descriptor,
        set(this: HTMLElement, value: boolean) {
          descriptor.set!.call(this, value);
          if (value) blurIfFocused(this);
        },
      });
    }
  });
}

/**
 * Records, on every animation frame, whether focus is inside `selector`; `lost()` returns how many
 * frames it was not (on <body> or elsewhere) since `start`.
 */
export async function watchFocusInside(page: Page, selector: string) {
  await page.evaluate((sel) => {
    const state = { lost: 0, where: [] as string[] };
    (window as unknown as { __focusWatch: typeof state }).__focusWatch = state;
    const tick = () => {
      const container = document.querySelector(sel);
      const active = document.activeElement;
      if (!container || !active || !container.contains(active)) {
        state.lost += 1;
        if (state.where.length < 5) state.where.push(active ? active.tagName : 'null');
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, selector);
  return {
    lost: () =>
      page.evaluate(
        () => (window as unknown as { __focusWatch: { lost: number; where: string[] } }).__focusWatch,
      ),
  };
}

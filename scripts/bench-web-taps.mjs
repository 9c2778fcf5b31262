/**
 * The first-interaction section of `npm run bench:web` (issue 14). Lighthouse never taps: this opens
 * the prerendered pages on a phone profile (Chromium 412×823 touch, 4× CPU slowdown through CDP,
 * 150 ms round trip, 1.6 Mbps down / 750 Kbps up: Lighthouse's mobile profile, applied by DevTools)
 * and times the visitor's first tap right after the page has loaded:
 *   - FAQ: scroll to a question (the scroll is the app's start signal) and tap it → answer visible;
 *   - menu: tap the menu button → menu visible;
 *   - chat: tap the chat button → a dialog visible;
 *   - CTA: tap 'Avaliar meu projeto grátis' → the `/questionario` heading visible.
 * Each is measured with JavaScript on and, in the same run, with JavaScript off (the plain-HTML
 * baseline: a plain navigation for the CTA; for the in-page taps, what the markup does on its own).
 * Time is taken the same way for both: from just before the touch is dispatched to the moment
 * Playwright sees the response visible. It also sums the script (KB gzip) the tap makes the page load.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  locale: 'pt-BR',
};
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
/** A response slower than this counts as "did not answer" (the tap was lost). */
const GIVE_UP_MS = 6000;

const FAQ_QUESTION = 'Quanto tempo leva para o meu projeto ficar pronto?';

/** The four interactions: where, what to tap, what must become visible. */
const interactions = [
  {
    key: 'faq',
    label: 'FAQ (após rolar) → resposta',
    path: '/',
    async prepare(page) {
      const question = page.locator('#faq').getByText(FAQ_QUESTION, { exact: true });
      // The visitor scrolls to the question (a scroll is a sign of intent), then taps it.
      await question.scrollIntoViewIfNeeded();
      await page.waitForTimeout(250);
      return question;
    },
    answer: null, // the answer's text, read from the served HTML
  },
  {
    key: 'menu',
    label: 'Menu → menu aberto',
    path: '/',
    prepare: (page) => page.locator('header button[aria-controls="menu-mobile"]'),
    answer: (page) => page.getByRole('navigation', { name: 'Menu', exact: true }),
  },
  {
    key: 'chat',
    label: 'Chat → diálogo',
    path: '/',
    prepare: (page) => page.getByRole('button', { name: 'Abrir chat com o Agente Coder' }),
    answer: (page) => page.getByRole('dialog'),
  },
  {
    key: 'cta',
    label: "CTA 'Avaliar meu projeto grátis' → /questionario",
    path: '/',
    prepare: (page) => page.getByRole('link', { name: 'Avaliar meu projeto grátis' }).first(),
    answer: (page) => page.getByRole('heading', { level: 1, name: 'Avaliação gratuita do projeto' }),
    navigates: '/questionario',
  },
];

const gzipCache = new Map();
async function gzipKb(url) {
  if (!gzipCache.has(url)) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    gzipCache.set(url, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length / 1024);
  }
  return gzipCache.get(url);
}

/** The FAQ answer text, read from the served HTML (the bench does not import app code). */
async function faqAnswer(base) {
  const html = await (await fetch(`${base}/`)).text();
  const at = html.indexOf(FAQ_QUESTION);
  const after = html.slice(at + FAQ_QUESTION.length);
  const match = after.match(/<p[^>]*>([^<]+)<\/p>/);
  return match
    ? match[1]
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&')
    : null;
}

async function measureOnce(browser, base, interaction, javaScriptEnabled, faqText) {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled, baseURL: base });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  const scripts = [];
  let counting = false; // scripts are counted from the first sign of intent (the scroll, or the tap)
  page.on('request', (request) => {
    if (counting && request.resourceType() === 'script') scripts.push(request.url());
  });
  try {
    await page.goto(interaction.path, { waitUntil: 'load' });
    counting = true;
    const target = await interaction.prepare(page);
    await target.waitFor({ state: 'visible' });
    const box = await target.boundingBox();
    if (!box) throw new Error(`${interaction.key}: alvo sem caixa`);
    const answer =
      interaction.key === 'faq'
        ? page.locator('#faq').getByText(faqText, { exact: true })
        : await interaction.answer(page);
    const visible = answer.first().waitFor({ state: 'visible', timeout: GIVE_UP_MS });
    const started = performance.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    let ms = null;
    try {
      await visible;
      if (interaction.navigates && new URL(page.url()).pathname !== interaction.navigates) {
        await page.waitForURL(`**${interaction.navigates}`, { timeout: GIVE_UP_MS });
      }
      ms = performance.now() - started;
    } catch {
      ms = null; // nothing answered: the tap was lost
    }
    let kb = 0;
    if (javaScriptEnabled) {
      await page.waitForLoadState('networkidle').catch(() => undefined);
      for (const url of new Set(scripts)) kb += await gzipKb(url);
    }
    return { ms, kb };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Median of the runs; a lost tap counts as infinitely slow (so 3 of 5 lost → "perdido"). */
const medianMs = (values) => {
  const m = median(values.map((v) => v ?? Number.POSITIVE_INFINITY));
  return Number.isFinite(m) ? m : null;
};

/**
 * Runs the section: `runs` measurements of each interaction with JavaScript on and off, interleaved
 * so a busy moment of the machine hits both. Returns the number of targets missed.
 */
export async function benchFirstInteraction({ base, runs = 5, chromePath }) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const faqText = await faqAnswer(base);
  let missed = 0;
  console.log(
    `\nPrimeira interação — perfil celular (412×823 toque, CPU 4×, RTT 150 ms, 1,6 Mbps), mediana de ${runs}`,
  );
  console.log('  interação                                        JS ligado   JS desligado   meta');
  try {
    for (const interaction of interactions) {
      const on = [];
      const off = [];
      const kb = [];
      for (let i = 0; i < runs; i++) {
        const withJs = await measureOnce(browser, base, interaction, true, faqText);
        on.push(withJs.ms);
        kb.push(withJs.kb);
        off.push((await measureOnce(browser, base, interaction, false, faqText)).ms);
      }
      const mOn = medianMs(on);
      const mOff = medianMs(off);
      const lost = on.filter((v) => v === null).length;
      const show = (v) => (v === null ? 'perdido' : `${Math.round(v)} ms`);
      let goal;
      let ok;
      if (interaction.navigates) {
        goal = '≤ 1,2× JS desligado';
        ok = mOn !== null && mOff !== null && mOn <= 1.2 * mOff;
      } else {
        goal = '≤ 200 ms';
        ok = mOn !== null && mOn <= 200;
      }
      if (!ok) missed += 1;
      console.log(
        `  ${interaction.label.padEnd(48)} ${show(mOn).padStart(9)}   ${show(mOff).padStart(12)}   ${goal} ${ok ? '✓' : '✗'}` +
          `${lost ? ` (${lost}/${runs} toques sem resposta)` : ''} · JS após a intenção ${median(kb).toFixed(1)} KB gzip`,
      );
      console.log(
        `      execuções JS ligado: ${on.map(show).join(', ')} · desligado: ${off.map(show).join(', ')}`,
      );
    }
  } finally {
    await browser.close();
  }
  return missed;
}

/**
 * Issue 27 deliverable 7 — what the client sees on a phone is finished work. At 360 and 390 px, every
 * public page and every page a client opens from a link (public proposal, public invoice, /meus-dados,
 * questionnaire, booking on the home page, a platform) has no horizontal overflow; the invoice's items
 * show each value on its own line; the /meus-dados confirmation is in the viewport and focused after the
 * submit; no floating button covers the focused field. Retry-safe: every run makes its own links and
 * e-mail addresses. Screenshots at 360 px go to test-results/phone-finish/.
 */
import type { Page } from '@playwright/test';
import { expect, loginAs, test, unique } from './fixtures';

const WIDTHS = [360, 390] as const;
const SHOTS = 'test-results/phone-finish';

async function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Fixed elements (floating buttons, bars) whose box meets the focused field's box. */
async function coverFocused(page: Page) {
  return page.evaluate(() => {
    const field = document.activeElement as HTMLElement | null;
    if (!field || field === document.body) return ['nothing focused'];
    const box = field.getBoundingClientRect();
    const hits: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (element.contains(field) || field.contains(element)) continue;
      const style = getComputedStyle(element);
      if (style.position !== 'fixed' || style.display === 'none' || style.visibility === 'hidden') continue;
      const other = element.getBoundingClientRect();
      if (!other.width || !other.height) continue;
      const meets =
        other.left < box.right && other.right > box.left && other.top < box.bottom && other.bottom > box.top;
      if (meets) hits.push(element.getAttribute('aria-label') ?? element.tagName);
    }
    return hits;
  });
}

/** Scrolls the field to the bottom right corner, where the floating buttons sit, and focuses it. */
async function focusAtBottom(page: Page, selector: string) {
  await page.locator(selector).evaluate((element: HTMLElement) => {
    // 'instant': the site scrolls smoothly, and the check must see where the field ends up.
    window.scrollBy({
      top: element.getBoundingClientRect().bottom - window.innerHeight + 8,
      behavior: 'instant',
    });
    element.focus({ preventScroll: true });
  });
}

async function links(page: Page) {
  await page.goto('/');
  await loginAs(page, 'adm');
  const invoices = await (await page.request.get('/api/invoices?limit=20')).json();
  const invoice = (invoices.items as { id: string; number: string | null }[]).find((item) => item.number);
  expect(invoice, 'an issued invoice in the demo data').toBeTruthy();
  const invoiceLink = await page.request.post(`/api/invoices/${invoice!.id}/public-link`);
  expect(invoiceLink.ok(), await invoiceLink.text()).toBeTruthy();
  const stamp = unique();
  const lead = await page.request.post('/api/leads', {
    data: { name: `Cliente Celular ${stamp}`, email: `celular.${stamp}@exemplo.com.br`, status: 'proposal' },
  });
  const leadId = ((await lead.json()) as { id: string }).id;
  const proposal = await page.request.post('/api/proposals', {
    data: {
      leadId,
      title: `Site institucional ${stamp}`,
      validUntil: '2099-12-31',
      paymentPlan: { kind: 'instalments', instalments: [{ label: 'À vista', percent: 100, dueInDays: 0 }] },
      items: [
        { description: 'Desenvolvimento do site institucional com blog', quantity: 1, unitPrice: '6.600,00' },
        { description: 'Hospedagem anual', quantity: 12, unitPrice: '89,90' },
      ],
    },
  });
  expect(proposal.ok(), await proposal.text()).toBeTruthy();
  const proposalId = ((await proposal.json()) as { id: string }).id;
  const sent = await page.request.post(`/api/proposals/${proposalId}/send`);
  expect(sent.ok()).toBeTruthy();
  return {
    invoice: new URL(((await invoiceLink.json()) as { url: string }).url).pathname,
    proposal: new URL(((await sent.json()) as { url: string }).url).pathname,
  };
}

test('every public page and every page opened from a link fits a phone, and its fields are not covered', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const linked = await links(page);
  const pages = [
    '/',
    '/questionario',
    '/plataforma/velozinvest-br',
    '/privacidade',
    '/meus-dados',
    '/blog',
    '/auth',
    '/coders/login',
    linked.proposal,
    linked.invoice,
  ];
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: 740 },
      isMobile: true,
      hasTouch: true,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    const client = await context.newPage();
    for (const path of pages) {
      await client.goto(path);
      await expect(client.locator('h1').first()).toBeVisible();
      await client.waitForLoadState('networkidle');
      expect(await overflow(client), `${path} at ${width} px overflows`).toBeLessThanOrEqual(0);
      if (width === 360) {
        const name = path === '/' ? 'inicio' : path.replace(/^\//, '').replace(/[/]/g, '_').slice(0, 40);
        await client.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
      }
    }

    // The invoice's items: each value on its own line, labelled.
    await client.goto(linked.invoice);
    const rows = client.getByRole('region', { name: 'Itens' }).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) {
      const boxes = await row.locator('td').evaluateAll((cells) =>
        cells.map((cell) => {
          const box = cell.getBoundingClientRect();
          return { top: box.top, bottom: box.bottom, label: cell.getAttribute('data-label') };
        }),
      );
      expect(boxes).toHaveLength(4);
      for (let index = 1; index < boxes.length; index += 1) {
        expect(boxes[index]!.top, `item value ${index} shares a line at ${width} px`).toBeGreaterThanOrEqual(
          boxes[index - 1]!.bottom - 1,
        );
      }
      expect(boxes.slice(1).map((box) => box.label)).toEqual(['Qtd.', 'Unitário', 'Total']);
    }
    await expect(client.getByRole('region', { name: 'Itens' }).getByText('Unitário').first()).toBeVisible();

    // Floating buttons never cover a focused field (the chat launcher sits at the bottom right).
    for (const [path, selector] of [
      ['/meus-dados', '#rights-phone'],
      ['/meus-dados', 'button[type="submit"]'],
      ['/questionario', 'input:not([type="hidden"])'],
    ] as const) {
      await client.goto(path);
      await client.waitForLoadState('networkidle');
      await focusAtBottom(client, `${selector} >> nth=0`);
      expect(await coverFocused(client), `${path} ${selector} at ${width} px`).toEqual([]);
    }

    // /meus-dados: the confirmation is in the viewport and holds the focus after the submit.
    await client.goto('/meus-dados');
    await client.waitForLoadState('networkidle');
    await client.getByLabel('E-mail usado com a Coders').fill(`titular.${unique()}@exemplo.com.br`);
    // The page is prerendered: the mask (like the form) works once the app has hydrated.
    await expect(client.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
    await client.getByLabel('Telefone (opcional)').pressSequentially('21965432109');
    await expect(client.getByLabel('Telefone (opcional)')).toHaveValue('(21) 96543-2109');
    await client.getByRole('button', { name: 'Enviar pedido' }).click();
    const confirmation = client.getByRole('status').filter({ hasText: 'Pedido recebido' });
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toBeInViewport({ ratio: 0.5 });
    // Once the scroll settles, its top is below the fixed header (4 rem on a phone).
    await expect
      .poll(() => confirmation.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(64);
    if (width === 360) await client.screenshot({ path: `${SHOTS}/meus-dados-enviado.png` });
    await context.close();
  }
});

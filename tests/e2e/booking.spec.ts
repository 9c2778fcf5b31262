/** A visitor books the free 30-minute consultation from the landing page and gets the .ics invite. */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, loginAs, test } from './fixtures';

test('agenda uma consultoria gratuita e baixa o convite .ics', async ({ page }) => {
  test.setTimeout(90_000); // a long journey on a shared, sometimes slow machine
  const stamp = Date.now();
  const name = `Rodrigo Agenda ${stamp}`;
  await page.goto('/#consultoria');
  const section = page.locator('section#consultoria');
  await expect(section.getByRole('heading', { name: /Agende sua consultoria gratuita/ })).toBeVisible();
  const days = section.getByRole('group', { name: '1. Escolha o dia' });
  const times = section.getByRole('group', { name: '2. Escolha o horário (Brasília)' });
  // The landing hydrates its sections progressively, then the form loads and fetches the free slots.
  await expect(times.getByRole('radio').first()).toBeAttached({ timeout: 30_000 });
  const shownAt = Date.now();

  const axe = await new AxeBuilder({ page })
    .include('section#consultoria')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // Sending without a slot or data shows PT-BR messages.
  const confirm = section.getByRole('button', { name: 'Confirmar agendamento' });
  await confirm.click();
  await expect(section.getByText('Escolha um horário.')).toBeVisible();
  await expect(section.getByText('Nome é obrigatório')).toBeVisible();

  // The last free day and its last time: far from "now" and from other tests.
  const dates = await days
    .getByRole('radio')
    .evaluateAll((inputs) =>
      inputs
        .filter((input) => !(input as HTMLInputElement).disabled)
        .map((input) => (input as HTMLInputElement).value),
    );
  const date = dates.at(-1)!;
  await days.locator(`label:has(input[value="${date}"])`).click();
  await times.locator('label').last().click();
  const slot = await times.getByRole('radio', { checked: true }).inputValue();
  const time = (await times.locator('label:has(input:checked)').textContent()) ?? '';

  await section.getByRole('textbox', { name: 'Nome completo' }).fill(name);
  await section.getByRole('textbox', { name: 'E-mail' }).fill(`rodrigo.${stamp}@exemplo.com.br`);
  const phone = section.getByRole('textbox', { name: 'WhatsApp' });
  await phone.pressSequentially('21998765432');
  await expect(phone).toHaveValue('(21) 99876-5432');
  await section.getByRole('checkbox', { name: /Autorizo a Coders a usar os dados/ }).check();
  await page.waitForTimeout(Math.max(0, 3500 - (Date.now() - shownAt)));
  await confirm.click();

  // Confirmation in PT-BR with date and time, and the calendar file.
  await expect(section.getByRole('heading', { name: 'Consultoria agendada!' })).toBeVisible();
  const [year, month, day] = date.split('-');
  await expect(section.getByText(`${day}/${month}/${year} às ${time.trim()}`)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'Adicionar à agenda (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('consultoria-coders.ics');
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics).toContain(`DTSTART:${new Date(slot).toISOString().replace(/[-:]|\.\d{3}/g, '')}`);
  expect(ics).toContain('SUMMARY:Consultoria gratuita com a Coders');

  // The slot is no longer offered, and the team sees the appointment.
  const slots = await (await page.request.get('/api/public/slots?days=10')).json();
  const sameDay = slots.days.find((entry: { date: string }) => entry.date === date);
  expect(sameDay.slots).not.toContain(slot);
  await loginAs(page, 'comercial');
  const list = await page.request.get(`/api/appointments?q=${encodeURIComponent(name)}`);
  expect(list.status()).toBe(200);
  expect((await list.json()).items).toEqual([
    expect.objectContaining({ title: `Consultoria gratuita — ${name}`, status: 'scheduled' }),
  ]);
});

import { startSmtp } from '../support/smtp';
import { expect, expectAccessible, loginAs, test } from './fixtures';

// Tabs save whole forms: run these one at a time so one test's save cannot undo another's switch.
test.describe.configure({ mode: 'serial' });

test.describe('Configurações do Sistema', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await loginAs(page, 'adm');
  });

  test('Geral: a saved value survives a reload', async ({ page }) => {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Configurações do Sistema' })).toBeVisible();
    await expect(page.getByLabel('Nome do Site')).not.toHaveValue('');
    await expectAccessible(page);

    const description = `Plataforma de gerenciamento empresarial ${Date.now()}`;
    await page.getByLabel('Descrição do Site').fill(description);
    await page.getByRole('button', { name: 'Salvar Configurações' }).click();
    await expect(page.getByText('Configurações salvas')).toBeVisible();
    await expect(page.getByText('As configurações de geral foram salvas com sucesso.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Descrição do Site')).toHaveValue(description);
  });

  test('Usuários: shows the saved values and refuses an invalid timeout', async ({ page }) => {
    await page.goto('/admin/settings?aba=usuarios');
    await expect(page.getByRole('switch', { name: 'Permitir Registros' })).toBeChecked();
    await expect(page.getByLabel('Timeout de Sessão (minutos)')).toHaveValue('60');
    await page.getByLabel('Timeout de Sessão (minutos)').fill('2');
    await page.getByRole('button', { name: 'Salvar Configurações' }).click();
    await expect(page.getByText('Entre 5 e 43200 minutos')).toBeVisible();
    await expectAccessible(page);
  });

  test('Banco de Dados and Segurança show live checks; Segurança saves', async ({ page }) => {
    await page.goto('/admin/settings?aba=banco-de-dados');
    await expect(page.getByText('Online', { exact: true })).toBeVisible();
    await expect(page.getByText('Registros por tabela')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Segurança' }).click();
    await expect(page).toHaveURL(/aba=seguranca/);
    await expect(page.getByText('Controle de acesso no servidor ativo')).toBeVisible();
    await expect(page.getByText(/Última verificação:/)).toBeVisible();
    const recheck = page.waitForResponse((response) => response.url().endsWith('/api/settings/security'));
    await page.getByRole('button', { name: 'Verificar agora' }).click();
    expect((await recheck).status()).toBe(200);

    await expectAccessible(page);
    const support = `suporte.${Date.now()}@coders.example`;
    await page.getByLabel('Email de Suporte').fill(support);
    await page.getByRole('button', { name: 'Salvar Configurações' }).click();
    await expect(page.getByText('As configurações de segurança foram salvas com sucesso.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Email de Suporte')).toHaveValue(support);
  });

  test('maintenance mode shows visitors the maintenance page while the admin still gets in', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/admin/settings');
    const visitor = await browser.newContext({ locale: 'pt-BR' });
    try {
      // Other test files share this server: keep the window short.
      await page.getByRole('switch', { name: 'Modo de Manutenção' }).click();
      await page.getByRole('button', { name: 'Salvar Configurações' }).click();
      await expect(page.getByText('As configurações de geral foram salvas com sucesso.')).toBeVisible();

      const visitorPage = await visitor.newPage();
      const response = await visitorPage.goto('/');
      expect(response?.status()).toBe(503);
      await expect(visitorPage.getByRole('heading', { name: 'Estamos em manutenção' })).toBeVisible();
      await expectAccessible(visitorPage);

      const home = await page.goto('/');
      expect(home?.status()).toBe(200);
      await page.goto('/admin/settings');
      await expect(page.getByRole('switch', { name: 'Modo de Manutenção' })).toBeChecked();
      await page.getByRole('switch', { name: 'Modo de Manutenção' }).click();
      await page.getByRole('button', { name: 'Salvar Configurações' }).click();
      await expect(page.getByText('As configurações de geral foram salvas com sucesso.')).toBeVisible();

      const back = await visitorPage.goto('/');
      expect(back?.status()).toBe(200);
    } finally {
      await page.request.put('/api/settings', {
        data: { maintenanceMode: false },
        headers: { origin: baseURL! },
      });
      await visitor.close();
    }
  });

  test('E-mail: saves an SMTP server, sends a test e-mail through it, and removes it', async ({
    page,
    baseURL,
  }) => {
    const smtp = await startSmtp();
    const port = new URL(smtp.url).port;
    try {
      await page.goto('/admin/settings?aba=email');
      await expect(page.getByText(/Nenhum servidor configurado/)).toBeVisible();
      await page.getByLabel('Servidor SMTP').fill('smtp://errado');
      await page.getByRole('button', { name: 'Salvar servidor' }).click();
      await expect(page.getByLabel('Servidor SMTP')).toHaveAccessibleDescription(
        'Informe só o nome do servidor, como smtp.seudominio.com.br',
      );

      await page.getByLabel('Servidor SMTP').fill('127.0.0.1');
      await page.getByLabel('Porta').fill(port);
      await page
        .getByLabel('Segurança da conexão')
        .selectOption({ label: 'Sem criptografia (só em rede interna)' });
      await page.getByLabel('Remetente').fill('Coders Teste <contato@coders.example>');
      await page.getByRole('button', { name: 'Salvar servidor' }).click();
      await expect(page.getByText('Servidor de e-mail salvo')).toBeVisible();
      await expect(page.getByText('Ativo: os e-mails saem por este servidor.')).toBeVisible();
      await expectAccessible(page);

      const to = `teste.${Date.now()}@coders.example`;
      await page.getByLabel('Enviar um teste para').fill(to);
      await page.getByRole('button', { name: 'Enviar e-mail de teste' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `E-mail de teste enviado para ${to}.` }),
      ).toBeVisible();
      const mail = await smtp.mailTo(to);
      expect(mail.raw).toContain('Subject: =?UTF-8?Q?Teste_de_e-mail');

      await page.reload();
      await expect(page.getByLabel('Servidor SMTP')).toHaveValue('127.0.0.1');
      await page.getByRole('button', { name: 'Remover servidor' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
      await expect(page.getByText(/Nenhum servidor configurado/)).toBeVisible();
    } finally {
      // Other journeys expect no SMTP on this server.
      await page.request.delete('/api/mail/smtp', { headers: { origin: baseURL! } });
      await smtp.close();
    }
  });
});

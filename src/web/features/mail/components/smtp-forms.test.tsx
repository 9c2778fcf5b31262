// @vitest-environment jsdom
/**
 * Configurações → E-mail on the form kit: the shared schema's PT-BR messages under their fields before
 * anything is sent; the password is never shown back and an empty one is sent as empty (keep the
 * saved one); the server's field message lands under its field; 'Enviar e-mail de teste' shows the
 * server's answer, or its refusal.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SmtpSettingsView } from '@shared/mail/schemas';
import { json, renderWithServer } from '@web/test/render-with-server';
import { SmtpSettingsForm } from './smtp-settings-form';
import { SmtpTestForm } from './smtp-test-form';

const saved: SmtpSettingsView = {
  source: 'settings',
  host: 'smtp.agencia.com.br',
  port: 587,
  security: 'starttls',
  user: 'contato@agencia.com.br',
  from: 'Agência <contato@agencia.com.br>',
  passwordSaved: true,
  passwordUnreadable: false,
};

describe('SmtpSettingsForm', () => {
  it('shows the schema messages under the fields and sends nothing', async () => {
    const sent = renderWithServer(<SmtpSettingsForm view={{ ...saved, host: '', from: '' }} />, () =>
      json(saved),
    );
    await userEvent.clear(screen.getByLabelText('Porta'));
    await userEvent.type(screen.getByLabelText('Porta'), '70000');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar servidor' }));
    expect(screen.getByLabelText('Servidor SMTP')).toHaveAccessibleDescription('Informe o servidor SMTP');
    expect(screen.getByLabelText('Porta')).toHaveAccessibleDescription('Porta entre 1 e 65535');
    expect(screen.getByLabelText('Remetente')).toHaveAccessibleDescription(
      expect.stringContaining('Informe o remetente'),
    );
    expect(sent).toEqual([]);
  });

  it('never fills the saved password, sends an empty one to keep it, and shows the server field error', async () => {
    const sent = renderWithServer(<SmtpSettingsForm view={saved} />, () =>
      json(
        {
          error: {
            code: 'validation',
            message: 'Informe a senha do usuário SMTP',
            fields: { password: 'Informe a senha do usuário SMTP' },
          },
        },
        422,
      ),
    );
    const password = screen.getByLabelText('Senha');
    expect(password).toHaveValue('');
    expect(screen.getByText('Deixe em branco para manter a senha salva.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Usuário'));
    await userEvent.type(screen.getByLabelText('Usuário'), 'outro@agencia.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar servidor' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Informe a senha do usuário SMTP'),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      url: '/api/mail/smtp',
      body: { host: 'smtp.agencia.com.br', port: 587, user: 'outro@agencia.com.br', password: '' },
    });
  });

  it('asks for the password again when the saved one can no longer be read', () => {
    renderWithServer(
      <SmtpSettingsForm view={{ ...saved, passwordSaved: false, passwordUnreadable: true }} />,
      () => json(saved),
    );
    expect(screen.getByText(/A senha salva não pode mais ser lida/)).toBeInTheDocument();
  });
});

describe('SmtpTestForm', () => {
  it("shows the server's answer, then its refusal", async () => {
    let refuse = false;
    renderWithServer(<SmtpTestForm defaultTo="adm@coders.example" />, () =>
      refuse
        ? json(
            {
              error: {
                code: 'smtp',
                message: 'O servidor de e-mail recusou o usuário ou a senha (Invalid login)',
              },
            },
            422,
          )
        : json({ message: 'E-mail de teste enviado para adm@coders.example.', response: '250 OK' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar e-mail de teste' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'E-mail de teste enviado para adm@coders.example.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('250 OK');

    refuse = true;
    await new Promise((resolve) => setTimeout(resolve, 2100)); // the kit's double-submit guard
    await userEvent.click(screen.getByRole('button', { name: 'Enviar e-mail de teste' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('recusou o usuário ou a senha');
  });

  it('refuses an address that is not one', async () => {
    const sent = renderWithServer(<SmtpTestForm defaultTo="" />, () => json({}));
    await userEvent.type(screen.getByLabelText('Enviar um teste para'), 'nao-e-email');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar e-mail de teste' }));
    expect(screen.getByLabelText('Enviar um teste para')).toHaveAccessibleDescription('Email inválido');
    expect(sent).toEqual([]);
  });
});

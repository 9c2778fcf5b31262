// @vitest-environment jsdom
/**
 * 'Convidar Usuário' with the agency's custom roles (decision 065): they are offered by name beside the
 * fixed roles, the chosen ones are sent by id, and the server's refusal of a role deleted meanwhile
 * shows in the dialog instead of a lost click.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listStaffRoles } from '@shared/catalog/roles';
import { json, refused, renderWithServer } from '@web/test/render-with-server';
import { InviteDialog } from './invite-dialog';

const DESIGN = { id: '66666666-6666-4666-8666-666666666666', name: 'Design' };
const roles = {
  roles: listStaffRoles([DESIGN]),
  custom: [{ ...DESIGN, permissions: ['tasks'], userCount: 0, createdAt: '', updatedAt: '' }],
};

describe('InviteDialog', () => {
  it('sends the chosen custom role by id with the fixed ones', async () => {
    const sent = renderWithServer(
      <InviteDialog open onOpenChange={() => {}} />,
      () => json({ url: 'http://x/convite/abc', expiresAt: '2026-12-05T12:00:00.000Z', emailed: false }, 201),
      { reads: { '/api/roles': roles } },
    );
    await userEvent.type(screen.getByLabelText('Email'), 'designer@exemplo.com.br');
    await userEvent.click(await screen.findByLabelText('Design'));
    await userEvent.click(screen.getByLabelText('Colaborador'));
    await userEvent.click(screen.getByRole('button', { name: 'Gerar convite' }));
    await screen.findByText('Convite criado para designer@exemplo.com.br.');
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/users/invitations',
        body: {
          email: 'designer@exemplo.com.br',
          staffRoles: ['colaborador'],
          customRoles: [DESIGN.id],
          contractType: null,
        },
      },
    ]);
  });

  it("shows the server's refusal of a role deleted meanwhile", async () => {
    renderWithServer(
      <InviteDialog open onOpenChange={() => {}} />,
      () => refused({ customRoles: 'Um papel escolhido não existe mais. Atualize a página.' }),
      { reads: { '/api/roles': roles } },
    );
    await userEvent.type(screen.getByLabelText('Email'), 'designer@exemplo.com.br');
    await userEvent.click(await screen.findByLabelText('Design'));
    await userEvent.click(screen.getByRole('button', { name: 'Gerar convite' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Um papel escolhido não existe mais. Atualize a página.',
      ),
    );
  });

  it('offers no custom section while the agency has none', async () => {
    renderWithServer(<InviteDialog open onOpenChange={() => {}} />, () => json({}), {
      reads: { '/api/roles': { roles: listStaffRoles(), custom: [] } },
    });
    await screen.findByLabelText('Colaborador');
    expect(screen.queryByText('Papéis personalizados')).toBeNull();
  });
});

/**
 * Demo LGPD requests (docs/product/privacy-lgpd.md), dated relative to now so the queue shows its clock
 * on any day: one waiting for the phone check, one verified and running late, one concluded.
 */
import type { SeedContext } from '@server/module';
import { privacyRequests } from './schema';

export async function seedPrivacy({ db, now }: SeedContext): Promise<void> {
  const day = 86_400_000;
  await db.insert(privacyRequests).values([
    {
      type: 'acesso',
      status: 'nao_verificada',
      email: 'fernanda.alves@exemplo.com.br',
      name: 'Fernanda Alves',
      phone: '(11) 98765-1020',
      details: 'Quero saber quais dados vocês têm sobre mim.',
      createdAt: new Date(now - 2 * day),
      updatedAt: new Date(now - 2 * day),
    },
    {
      type: 'correcao',
      status: 'em_andamento',
      email: 'rodrigo.mendes@exemplo.com.br',
      name: 'Rodrigo Mendes',
      phone: '(21) 99876-3040',
      details: 'O nome da empresa está errado: é Mendes Engenharia.',
      verifiedAt: new Date(now - 16 * day),
      verificationNote: 'Confirmado por telefone',
      createdAt: new Date(now - 17 * day),
      updatedAt: new Date(now - 16 * day),
    },
    {
      type: 'revogacao',
      status: 'concluida',
      email: 'patricia.lima@exemplo.com.br',
      name: 'Patrícia Lima',
      verifiedAt: new Date(now - 30 * day),
      verificationNote: 'Confirmado pelo link enviado por e-mail',
      closedAt: new Date(now - 29 * day),
      reply: 'Pronto: você não receberá mais comunicações de marketing.',
      createdAt: new Date(now - 30 * day),
      updatedAt: new Date(now - 29 * day),
    },
  ]);
}

/**
 * Retention that runs (docs/product/privacy-lgpd.md): with a fake clock, leads past the period (not
 * clients) and chat conversations past theirs are anonymised; a dry run lists them and changes nothing.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, leads, notifications } from '@server/db/schema';
import { monthsBefore, RETENTION_CHAT_TEXT, runRetention } from '@server/privacy/retention';
import { saveSettings } from '@server/settings/settings';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
// The fake clock is today: the seeded demo data (dated within the last weeks) stays out of the way.
const NOW = new Date();
const monthsAgo = (months: number) => monthsBefore(NOW, months);
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db
    .insert(leads)
    .values([
      {
        name: 'Perdido Antigo Silva',
        email: 'perdido.antigo@ret.com.br',
        status: 'lost',
        updatedAt: monthsAgo(25),
        createdAt: monthsAgo(30),
      },
      {
        name: 'Inativo Antigo Souza',
        email: 'inativo.antigo@ret.com.br',
        status: 'contacted',
        updatedAt: monthsAgo(26),
        createdAt: monthsAgo(26),
      },
      {
        name: 'Recente Ativo Lima',
        email: 'recente@ret.com.br',
        status: 'lost',
        updatedAt: monthsAgo(23),
        createdAt: monthsAgo(30),
      },
      {
        name: 'Cliente Antigo Rocha',
        email: 'cliente@ret.com.br',
        status: 'won',
        updatedAt: monthsAgo(40),
        createdAt: monthsAgo(40),
      },
    ])
    .returning();
  for (const row of rows) ids[row.email] = row.id;
  // A notification about an expired lead is cleaned of that lead's values; one about nobody in
  // particular that happens to contain the same words is not the person's and stays as it is.
  await t.db.insert(notifications).values([
    {
      title: 'Lead perdido: Perdido Antigo Silva',
      message: 'perdido.antigo@ret.com.br',
      leadId: ids['perdido.antigo@ret.com.br'],
    },
    {
      title: 'Lead inativo',
      message: 'Escrever para inativo.antigo@ret.com.br',
      leadId: ids['inativo.antigo@ret.com.br'],
    },
    { title: 'Resumo: Perdido Antigo Silva', message: 'texto sem vínculo com um lead' },
  ]);
  await t.db.insert(chatMessages).values([
    { sessionId: 'ret-old', role: 'user', content: 'Conversa antiga com dados', createdAt: monthsAgo(13) },
    { sessionId: 'ret-old', role: 'assistant', content: 'Resposta antiga', createdAt: monthsAgo(13) },
    { sessionId: 'ret-new', role: 'user', content: 'Conversa recente', createdAt: monthsAgo(11) },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const mine = (list: { id: string }[]) =>
  list.map((lead) => lead.id).filter((id) => Object.values(ids).includes(id));

describe('retention job (fake clock)', () => {
  it('a dry run lists the old lost/inactive leads and the old chat, and changes nothing', async () => {
    const result = await runRetention(t.db, { now: NOW, dryRun: true });
    expect(mine(result.leads).sort()).toEqual(
      [ids['perdido.antigo@ret.com.br']!, ids['inativo.antigo@ret.com.br']!].sort(),
    );
    expect(result.chatSessions.map((session) => session.sessionId)).toContain('ret-old');
    expect(result.chatSessions.map((session) => session.sessionId)).not.toContain('ret-new');
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, ids['perdido.antigo@ret.com.br']!));
    expect(lead!.name).toBe('Perdido Antigo Silva');
    const old = await t.db.select().from(chatMessages).where(eq(chatMessages.sessionId, 'ret-old'));
    expect(old.every((message) => message.content !== RETENTION_CHAT_TEXT)).toBe(true);
  });

  it('runs: anonymises those, keeps recent leads and clients, and the rows themselves', async () => {
    await t.db
      .update(leads)
      .set({ updatedAt: monthsAgo(26) })
      .where(eq(leads.id, ids['inativo.antigo@ret.com.br']!));
    const result = await runRetention(t.db, { now: NOW, dryRun: false });
    expect(mine(result.leads).length).toBe(2);
    const rows = await t.db
      .select()
      .from(leads)
      .where(inArray(leads.id, Object.values(ids)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ids['perdido.antigo@ret.com.br']!)!.name).toBe('Titular anonimizado');
    expect(byId.get(ids['perdido.antigo@ret.com.br']!)!.email).toMatch(/@anonimizado\.invalid$/);
    expect(byId.get(ids['perdido.antigo@ret.com.br']!)!.status).toBe('lost');
    expect(byId.get(ids['inativo.antigo@ret.com.br']!)!.name).toBe('Titular anonimizado');
    expect(byId.get(ids['recente@ret.com.br']!)!.name).toBe('Recente Ativo Lima');
    expect(byId.get(ids['cliente@ret.com.br']!)!.name).toBe('Cliente Antigo Rocha');
    const old = await t.db.select().from(chatMessages).where(eq(chatMessages.sessionId, 'ret-old'));
    expect(old.length).toBe(2);
    expect(old.every((message) => message.content === RETENTION_CHAT_TEXT)).toBe(true);
    const recent = await t.db.select().from(chatMessages).where(eq(chatMessages.sessionId, 'ret-new'));
    expect(recent[0]!.content).toBe('Conversa recente');
    const notes = await t.db.select().from(notifications);
    const about = notes.filter((note) => note.leadId && Object.values(ids).includes(note.leadId));
    expect(about.map((note) => `${note.title} | ${note.message}`).sort()).toEqual([
      'Lead inativo | Escrever para [removido]',
      'Lead perdido: [removido] | [removido]',
    ]);
    expect(notes.find((note) => note.title === 'Resumo: Perdido Antigo Silva')?.message).toBe(
      'texto sem vínculo com um lead',
    );
    // A second run finds nothing left to do.
    const again = await runRetention(t.db, { now: NOW, dryRun: true });
    expect(mine(again.leads)).toEqual([]);
    expect(again.chatSessions.map((session) => session.sessionId)).not.toContain('ret-old');
  });

  it('reads the periods from the settings', async () => {
    await saveSettings(t.db, { retentionLeadMonths: '60', retentionChatMonths: '60' }, null);
    await t.db.insert(leads).values({
      name: 'Outro Antigo Dias',
      email: 'outro.antigo@ret.com.br',
      status: 'lost',
      updatedAt: monthsAgo(30),
      createdAt: monthsAgo(30),
    });
    const result = await runRetention(t.db, { now: NOW, dryRun: true });
    expect(result.leadMonths).toBe(60);
    expect(result.leads.some((lead) => lead.id === ids['recente@ret.com.br'])).toBe(false);
    expect(result.leads.length).toBe(0);
    await saveSettings(t.db, { retentionLeadMonths: '24', retentionChatMonths: '12' }, null);
  });

  it('GET /api/privacy/retention is the dry run (adm)', async () => {
    const response = await t.request('/api/privacy/retention', { as: 'adm' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { dryRun: boolean }).dryRun).toBe(true);
  });
});

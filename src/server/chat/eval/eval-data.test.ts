/**
 * The evaluation data is well formed: a typo in an annotation (an unknown knowledge id, a turn that
 * does not exist, a budget written another way) would silently count as the assistant's miss.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { knowledgeIndex } from '../knowledge';
import { QUALIFYING_ORDER } from '../qualify';
import { INTENT_CASES } from './intent/cases';
import { EVAL_SLOTS } from './run-eval';
import { loadEvalSets } from './suites';

const dir = fileURLToPath(new URL('../../../../tests/eval/chat', import.meta.url));
const knowledgeIds = new Set(knowledgeIndex().entries.map(({ entry }) => entry.id));
const { development, heldOut } = loadEvalSets(dir);

const BUDGET = /^(a definir|R\$ \d+(,\d)?( a \d+(,\d)?)? ?(mil|milhão|milhões)?( por mês)?)$/;
const TIMELINE = /^(\d{4}-\d{2}-\d{2}|urgente|sem pressa)$/;

describe.each([
  ['development', development],
  ['held-out', heldOut],
])('%s conversations', (_name, conversations) => {
  it('are annotated in the documented format', () => {
    for (const conversation of conversations) {
      const where = conversation.id;
      expect(conversation.turns.length, where).toBeGreaterThan(0);
      if (conversation.now) expect(Number.isNaN(Date.parse(conversation.now)), where).toBe(false);
      for (const slot of Object.keys(conversation.expected)) expect(EVAL_SLOTS, where).toContain(slot);
      const { budget, timeline, phone, email } = conversation.expected;
      if (budget) expect(budget, where).toMatch(BUDGET);
      if (timeline) expect(timeline, where).toMatch(TIMELINE);
      if (phone) expect(phone, where).toMatch(/^\d{10,11}$/);
      if (email) expect(email, where).toMatch(/^\S+@\S+\.\S+$/);
      for (const rule of conversation.mustNotAsk ?? []) {
        expect(rule.afterTurn, where).toBeGreaterThanOrEqual(1);
        expect(rule.afterTurn, where).toBeLessThanOrEqual(conversation.turns.length);
        for (const field of rule.fields) expect(QUALIFYING_ORDER, where).toContain(field);
      }
      for (const turn of conversation.turns)
        for (const id of turn.expectKnowledge ?? [])
          expect(knowledgeIds.has(id), `${where}: ${id}`).toBe(true);
    }
  });
});

describe('the evaluation sets', () => {
  it('never share a conversation', () => {
    const ids = [...development, ...heldOut].map((conversation) => conversation.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('label the intent suite with knowledge entries that exist', () => {
    for (const item of INTENT_CASES) {
      if (item.expect === 'answer') expect(item.answers?.length, item.message).toBeGreaterThan(0);
      for (const id of [...(item.answers ?? []), ...(item.tolerated ?? [])])
        expect(knowledgeIds.has(id), `${item.message}: ${id}`).toBe(true);
    }
  });
});

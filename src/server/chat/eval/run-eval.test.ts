/**
 * CI runs every chat evaluation suite through the built-in assistant, the same pipeline as
 * `npm run eval:chat`: it enforces the development set's targets (issue 19, decision 014) and checks
 * that the held-out, behavioural, intent and perturbation suites of issue 29 run, with the issue-29
 * targets the rules meet switched on (ENFORCE_GENERALISATION_TARGETS) and floors under the others
 * (decision 049).
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { runTurn } from '../conversation';
import { createLocalProvider } from '../local-provider';
import { INTENTS } from './intent/cases';
import { describeIntentFailures } from './intent/run-intent';
import {
  describeFailures,
  EVAL_SLOTS,
  EVAL_TARGETS,
  loadConversations,
  runEval,
  type TurnRunner,
} from './run-eval';
import {
  developmentShortfalls,
  ENFORCE_GENERALISATION_TARGETS,
  enforcedShortfalls,
  generalisationShortfalls,
  loadEvalSets,
  runSuites,
  type SuitesReport,
} from './suites';

const dir = fileURLToPath(new URL('../../../../tests/eval/chat', import.meta.url));
const provider = createLocalProvider();
const builtIn: TurnRunner = (input) => runTurn(provider, input);

describe('chat evaluation (npm run eval:chat)', () => {
  let report: SuitesReport;
  beforeAll(async () => {
    report = await runSuites(loadEvalSets(dir), builtIn);
  }, 240_000);

  it('meets the development targets on at least 40 PT-BR conversations', () => {
    const set = report.development;
    const failures = describeFailures(set).join('\n');
    expect(set.conversations).toBeGreaterThanOrEqual(40);
    expect(set.slot.f1, failures).toBeGreaterThanOrEqual(EVAL_TARGETS.slotF1);
    expect(set.askedTwice, failures).toBe(0);
    expect(set.askedAfterGiven, failures).toBe(0);
    expect(set.repeatedSentences, failures).toBe(0);
    expect(set.honestFallbacks.expected).toBeGreaterThanOrEqual(5);
    expect(set.honestFallbacks.rate, failures).toBe(EVAL_TARGETS.honestFallbackRate);
    // The threshold must not buy honesty by refusing what the knowledge covers.
    expect(set.knowledgeAnswers.rate, failures).toBeGreaterThanOrEqual(0.9);
    expect(developmentShortfalls(set)).toEqual([]);
  });

  it('scores the held-out set separately, per slot', () => {
    const set = report.heldOut;
    expect(set.conversations).toBeGreaterThanOrEqual(60);
    const ids = new Set(set.results.map((result) => result.id));
    expect(ids.size).toBe(set.conversations);
    for (const id of report.development.results.map((result) => result.id)) expect(ids.has(id)).toBe(false);
    for (const slot of EVAL_SLOTS) {
      const score = set.perSlot[slot];
      expect(score.truePositives + score.falseNegatives, slot).toBeGreaterThan(0);
    }
    expect(set.slot.truePositives).toBe(
      EVAL_SLOTS.reduce((sum, slot) => sum + set.perSlot[slot].truePositives, 0),
    );
    expect(set.honestFallbacks.expected).toBeGreaterThan(0);
    expect(set.knowledgeAnswers.expected).toBeGreaterThan(0);
  });

  it('runs the behavioural, intent and perturbation suites', () => {
    expect(report.behavioural.cases).toBeGreaterThanOrEqual(500);
    for (const slot of ['name', 'company', 'role', 'budget', 'timeline'] as const)
      expect(report.behavioural.bySlot[slot]?.total, slot).toBeGreaterThan(0);
    expect(report.intent.cases).toBeGreaterThanOrEqual(60);
    for (const intent of INTENTS)
      expect(report.intent.byIntent[intent]?.cases, intent).toBeGreaterThanOrEqual(5);
    expect(report.perturbation.cases).toBeGreaterThanOrEqual(300);
    for (const tally of Object.values(report.perturbation.byPerturbation))
      expect(tally.cases).toBeGreaterThan(0);
  });

  it("meets issue 29's targets that are switched on, and the floors under the others", () => {
    // Decision 049: each target is enforced once the rules meet it; the floors keep what was reached.
    const detail = [
      ...generalisationShortfalls(report).map((shortfall) => shortfall.message),
      ...describeIntentFailures(report.intent),
    ].join('\n');
    expect(ENFORCE_GENERALISATION_TARGETS.intentWrongKnowledge).toBe(true);
    expect(enforcedShortfalls(report), detail).toEqual([]);
  });

  it('is deterministic', async () => {
    const conversations = loadConversations(dir).slice(0, 5);
    const run = async () => (await runEval(conversations, builtIn)).results.map((r) => r.replies);
    expect(await run()).toEqual(await run());
  });
});

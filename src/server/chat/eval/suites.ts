/**
 * All the chat evaluation suites in one run (`npm run eval:chat`, run-eval.test.ts): the development
 * set (the team's conversations, tuned on), the held-out set (issue 29, never tuned on), the
 * behavioural suite (templates × fillers), the intent suite and the perturbation suite.
 */
import { join } from 'node:path';
import { type BehaviouralReport, runBehavioural } from './behavioural/run-behavioural';
import { type IntentReport, runIntents } from './intent/run-intent';
import { type PerturbationReport, runPerturbations } from './perturbation/run-perturbation';
import {
  EVAL_TARGETS,
  type EvalConversation,
  type EvalReport,
  loadConversations,
  runEval,
  type TurnRunner,
} from './run-eval';

export type EvalSets = { development: EvalConversation[]; heldOut: EvalConversation[] };

/** `dir`: tests/eval/chat (the development set); the held-out set is its `held-out/` folder. */
export function loadEvalSets(dir: string): EvalSets {
  return { development: loadConversations(dir), heldOut: loadConversations(join(dir, 'held-out')) };
}

export type SuitesReport = {
  development: EvalReport;
  heldOut: EvalReport;
  behavioural: BehaviouralReport;
  intent: IntentReport;
  perturbation: PerturbationReport;
};

export async function runSuites(sets: EvalSets, runTurn: TurnRunner): Promise<SuitesReport> {
  return {
    development: await runEval(sets.development, runTurn),
    heldOut: await runEval(sets.heldOut, runTurn),
    behavioural: await runBehavioural(runTurn),
    intent: await runIntents(runTurn),
    perturbation: await runPerturbations([...sets.development, ...sets.heldOut], runTurn),
  };
}

/** The development set's targets (decision 014), enforced by CI since issue 19. */
export function developmentShortfalls(report: EvalReport): string[] {
  const misses: string[] = [];
  if (report.slot.f1 < EVAL_TARGETS.slotF1) misses.push(`slot F1 ${report.slot.f1} < ${EVAL_TARGETS.slotF1}`);
  if (report.askedTwice > EVAL_TARGETS.askedTwice) misses.push(`${report.askedTwice} questions asked twice`);
  if (report.askedAfterGiven > EVAL_TARGETS.askedAfterGiven)
    misses.push(`${report.askedAfterGiven} questions for a fact already given`);
  if (report.repeatedSentences > EVAL_TARGETS.repeatedSentences)
    misses.push(`${report.repeatedSentences} repeated sentences`);
  if (report.honestFallbacks.rate < EVAL_TARGETS.honestFallbackRate)
    misses.push(`honest fallbacks ${report.honestFallbacks.given}/${report.honestFallbacks.expected}`);
  return misses;
}

/**
 * Issue 29's targets on the built-in assistant. TODO(issue 29): the rules have not been changed yet, so
 * CI reports these but does not enforce them; the engineer who makes the rules generalise sets
 * ENFORCE_GENERALISATION_TARGETS to true (run-eval.test.ts then fails on any shortfall).
 */
export const GENERALISATION_TARGETS = {
  heldOutSlotF1: 0.93,
  heldOutRecall: 0.9,
  heldOutPrecision: 0.95,
  /** Questions for a slot the visitor already gave, in either conversation set. */
  askedAfterGiven: 0,
  /** Replies in the intent suite carrying a knowledge entry that does not answer the question. */
  intentWrongKnowledge: 0,
  perturbationInvariance: 0.98,
};

/** TODO(issue 29): switch on once the held-out targets are met. */
export const ENFORCE_GENERALISATION_TARGETS = false;

export function generalisationShortfalls(report: SuitesReport): string[] {
  const targets = GENERALISATION_TARGETS;
  const { slot } = report.heldOut;
  const misses: string[] = [];
  if (slot.f1 < targets.heldOutSlotF1) misses.push(`held-out slot F1 ${slot.f1} < ${targets.heldOutSlotF1}`);
  if (slot.recall < targets.heldOutRecall)
    misses.push(`held-out slot recall ${slot.recall} < ${targets.heldOutRecall}`);
  if (slot.precision < targets.heldOutPrecision)
    misses.push(`held-out slot precision ${slot.precision} < ${targets.heldOutPrecision}`);
  const asked = report.heldOut.askedAfterGiven + report.development.askedAfterGiven;
  if (asked > targets.askedAfterGiven) misses.push(`${asked} questions for a slot already given`);
  if (report.intent.wrongKnowledge > targets.intentWrongKnowledge)
    misses.push(`${report.intent.wrongKnowledge} wrong-knowledge answers in the intent suite`);
  if (report.perturbation.rate < targets.perturbationInvariance)
    misses.push(`perturbation invariance ${report.perturbation.rate} < ${targets.perturbationInvariance}`);
  return misses;
}

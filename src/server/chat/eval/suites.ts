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

/** Issue 29's targets on the built-in assistant. */
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
export type GeneralisationTarget = keyof typeof GENERALISATION_TARGETS;

/**
 * Which of issue 29's targets CI enforces (decision 049). A target is switched on only when the rules
 * meet it; the ones still off are printed with their shortfall by `npm run eval:chat`, and the figures
 * that keep them off are in tests/eval/chat/README.md. Never switched on by lowering the target.
 */
export const ENFORCE_GENERALISATION_TARGETS: Record<GeneralisationTarget, boolean> = {
  heldOutSlotF1: false,
  heldOutRecall: false,
  heldOutPrecision: true,
  askedAfterGiven: false,
  intentWrongKnowledge: true,
  perturbationInvariance: false,
};

/**
 * Floors under the figures issue 29 reached (not its targets): CI fails if a change falls back below
 * them, so the gains stay while the targets still off are worked on.
 */
export const GENERALISATION_FLOORS = {
  heldOutSlotF1: 0.91,
  behaviouralPassRate: 0.99,
  perturbationInvariance: 0.97,
  /** The development set's own questions for a slot already given (its target, enforced since issue 19). */
  developmentAskedAfterGiven: 0,
};

export function floorShortfalls(report: SuitesReport): string[] {
  const floors = GENERALISATION_FLOORS;
  const misses: string[] = [];
  if (report.heldOut.slot.f1 < floors.heldOutSlotF1)
    misses.push(`held-out slot F1 ${report.heldOut.slot.f1} < floor ${floors.heldOutSlotF1}`);
  if (report.behavioural.rate < floors.behaviouralPassRate)
    misses.push(`behavioural ${report.behavioural.rate} < floor ${floors.behaviouralPassRate}`);
  if (report.perturbation.rate < floors.perturbationInvariance)
    misses.push(
      `perturbation invariance ${report.perturbation.rate} < floor ${floors.perturbationInvariance}`,
    );
  if (report.development.askedAfterGiven > floors.developmentAskedAfterGiven)
    misses.push(`${report.development.askedAfterGiven} development questions for a slot already given`);
  return misses;
}

export type Shortfall = { target: GeneralisationTarget; message: string };

/** Every issue-29 target missed, enforced or not. */
export function generalisationShortfalls(report: SuitesReport): Shortfall[] {
  const targets = GENERALISATION_TARGETS;
  const { slot } = report.heldOut;
  const misses: Shortfall[] = [];
  const miss = (target: GeneralisationTarget, message: string) => misses.push({ target, message });
  if (slot.f1 < targets.heldOutSlotF1)
    miss('heldOutSlotF1', `held-out slot F1 ${slot.f1} < ${targets.heldOutSlotF1}`);
  if (slot.recall < targets.heldOutRecall)
    miss('heldOutRecall', `held-out slot recall ${slot.recall} < ${targets.heldOutRecall}`);
  if (slot.precision < targets.heldOutPrecision)
    miss('heldOutPrecision', `held-out slot precision ${slot.precision} < ${targets.heldOutPrecision}`);
  const asked = report.heldOut.askedAfterGiven + report.development.askedAfterGiven;
  if (asked > targets.askedAfterGiven) miss('askedAfterGiven', `${asked} questions for a slot already given`);
  if (report.intent.wrongKnowledge > targets.intentWrongKnowledge)
    miss(
      'intentWrongKnowledge',
      `${report.intent.wrongKnowledge} wrong-knowledge answers in the intent suite`,
    );
  if (report.perturbation.rate < targets.perturbationInvariance)
    miss(
      'perturbationInvariance',
      `perturbation invariance ${report.perturbation.rate} < ${targets.perturbationInvariance}`,
    );
  return misses;
}

/** The shortfalls CI fails on: the enforced targets and the floors. */
export function enforcedShortfalls(report: SuitesReport): string[] {
  return [
    ...generalisationShortfalls(report)
      .filter((shortfall) => ENFORCE_GENERALISATION_TARGETS[shortfall.target])
      .map((shortfall) => shortfall.message),
    ...floorShortfalls(report),
  ];
}

/**
 * The perturbation suite: every conversation of the development and held-out sets, replayed under each
 * perturbation, must end with the same profile as the original (CheckList INV). It compares the
 * assistant with itself, so a fact missed both times is invariant; the held-out score measures misses.
 */
import {
  EVAL_SLOTS,
  type EvalConversation,
  type EvalSlot,
  runConversation,
  sameValue,
  slotValue,
  type TurnRunner,
} from '../run-eval';
import { factWords, PERTURBATIONS, type Perturbation, perturb } from './perturb';

export type PerturbationFailure = {
  id: string;
  perturbation: Perturbation;
  slot: EvalSlot;
  before?: string;
  after?: string;
  /** The perturbed messages that differ from the originals. */
  changed: string[];
};

type Tally = { cases: number; invariant: number; rate: number };

export type PerturbationReport = {
  /** Conversation × perturbation pairs where the perturbation changed at least one message. */
  cases: number;
  invariant: number;
  rate: number;
  byPerturbation: Record<Perturbation, Tally>;
  /** How many cases changed each slot. */
  changedSlots: Partial<Record<EvalSlot, number>>;
  failures: PerturbationFailure[];
};

const round = (value: number) => Math.round(value * 1000) / 1000;

export async function runPerturbations(
  conversations: EvalConversation[],
  runTurn: TurnRunner,
  kinds: readonly Perturbation[] = PERTURBATIONS,
): Promise<PerturbationReport> {
  const byPerturbation = Object.fromEntries(
    kinds.map((kind) => [kind, { cases: 0, invariant: 0, rate: 1 }]),
  ) as Record<Perturbation, Tally>;
  const changedSlots: PerturbationReport['changedSlots'] = {};
  const failures: PerturbationFailure[] = [];
  for (const conversation of conversations) {
    const original = await runConversation(conversation, runTurn);
    const facts = factWords([
      conversation.expected.name,
      conversation.expected.company,
      conversation.expected.role,
      conversation.expected.email,
    ]);
    for (const kind of kinds) {
      const turns = conversation.turns.map((turn, index) => ({
        ...turn,
        user: perturb(turn.user, kind, `${conversation.id}:${index}`, facts),
      }));
      const changed = turns.filter((turn, index) => turn.user !== conversation.turns[index]!.user);
      if (!changed.length) continue;
      const perturbed = await runConversation({ ...conversation, turns }, runTurn);
      const diffs = EVAL_SLOTS.filter((slot) => {
        const before = slotValue(original.profile, slot);
        const after = slotValue(perturbed.profile, slot);
        return before === undefined || after === undefined ? before !== after : !sameValue(before, after);
      });
      const tally = byPerturbation[kind];
      tally.cases += 1;
      if (!diffs.length) tally.invariant += 1;
      for (const slot of diffs) {
        changedSlots[slot] = (changedSlots[slot] ?? 0) + 1;
        failures.push({
          id: conversation.id,
          perturbation: kind,
          slot,
          before: slotValue(original.profile, slot),
          after: slotValue(perturbed.profile, slot),
          changed: changed.map((turn) => turn.user),
        });
      }
    }
  }
  for (const tally of Object.values(byPerturbation))
    tally.rate = round(tally.cases ? tally.invariant / tally.cases : 1);
  const cases = Object.values(byPerturbation).reduce((sum, tally) => sum + tally.cases, 0);
  const invariant = Object.values(byPerturbation).reduce((sum, tally) => sum + tally.invariant, 0);
  return {
    cases,
    invariant,
    rate: round(cases ? invariant / cases : 1),
    byPerturbation,
    changedSlots,
    failures,
  };
}

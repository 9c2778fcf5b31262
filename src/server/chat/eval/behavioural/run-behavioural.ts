/**
 * Runs the behavioural suite through the assistant and scores every case: a case passes when every
 * slot it lists holds the expected value (or stays empty for a NEG case) after its messages.
 */
import type { ChatTurn } from '@shared/schemas/chat';
import { type EvalSlot, sameValue, slotValue, type TurnRunner } from '../run-eval';
import { type BehaviouralCase, behaviouralSuite } from './suite';

export type BehaviouralFailure = {
  id: string;
  capability: string;
  messages: string[];
  slot: EvalSlot;
  expected: string | null;
  actual?: string;
};

type Tally = { passed: number; total: number; rate: number };

export type BehaviouralReport = {
  cases: number;
  passed: number;
  rate: number;
  byCapability: Record<string, Tally>;
  bySlot: Partial<Record<EvalSlot, Tally>>;
  failures: BehaviouralFailure[];
};

const round = (value: number) => Math.round(value * 1000) / 1000;

function tally(map: Record<string, { passed: number; total: number }>, key: string, ok: boolean) {
  map[key] ??= { passed: 0, total: 0 };
  const entry = map[key];
  entry.total += 1;
  if (ok) entry.passed += 1;
}

const withRates = (map: Record<string, { passed: number; total: number }>) =>
  Object.fromEntries(
    Object.entries(map).map(([key, { passed, total }]) => [
      key,
      { passed, total, rate: round(passed / total) },
    ]),
  );

export async function runBehavioural(
  runTurn: TurnRunner,
  cases: BehaviouralCase[] = behaviouralSuite(),
): Promise<BehaviouralReport> {
  const byCapability: Record<string, { passed: number; total: number }> = {};
  const bySlot: Record<string, { passed: number; total: number }> = {};
  const failures: BehaviouralFailure[] = [];
  let passed = 0;
  for (const item of cases) {
    const now = new Date(item.now);
    const transcript: ChatTurn[] = [];
    let profile: Awaited<ReturnType<TurnRunner>>['profile'] | undefined;
    for (const message of item.messages) {
      const result = await runTurn({ transcript: [...transcript], message, now });
      profile = result.profile;
      transcript.push({ role: 'user', content: message }, { role: 'assistant', content: result.reply });
    }
    let caseOk = true;
    for (const [slot, expected] of Object.entries(item.expected) as [EvalSlot, string | null][]) {
      const actual = slotValue(profile!, slot);
      const ok =
        expected === null ? actual === undefined : actual !== undefined && sameValue(expected, actual);
      tally(bySlot, slot, ok);
      if (!ok) {
        caseOk = false;
        failures.push({
          id: item.id,
          capability: item.capability,
          messages: item.messages,
          slot,
          expected,
          actual,
        });
      }
    }
    tally(byCapability, item.capability, caseOk);
    if (caseOk) passed += 1;
  }
  return {
    cases: cases.length,
    passed,
    rate: round(cases.length ? passed / cases.length : 1),
    byCapability: withRates(byCapability),
    bySlot: withRates(bySlot),
    failures,
  };
}

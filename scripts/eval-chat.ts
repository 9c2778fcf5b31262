/**
 * npm run eval:chat — replays the chat evaluation suites through the built-in assistant (decision 014,
 * issue 29) and prints, for the development set and the held-out set separately, slot precision/recall/F1
 * overall and per slot, questions asked twice or for a fact already given, repeated sentences and honest
 * fallbacks; then the behavioural suite (templates × fillers), the intent suite and the perturbation
 * suite. `--verbose` lists every miss; `--json` prints the whole report. Exits 1 when a development
 * target is missed (and, once switched on, an issue-29 target).
 */
import { fileURLToPath } from 'node:url';
import { runTurn } from '@server/chat/conversation';
import { describeIntentFailures } from '@server/chat/eval/intent/run-intent';
import { describeFailures, EVAL_SLOTS, EVAL_TARGETS, type EvalReport } from '@server/chat/eval/run-eval';
import {
  developmentShortfalls,
  ENFORCE_GENERALISATION_TARGETS,
  enforcedShortfalls,
  GENERALISATION_TARGETS,
  generalisationShortfalls,
  loadEvalSets,
  runSuites,
} from '@server/chat/eval/suites';
import { createLocalProvider } from '@server/chat/local-provider';

const dir = fileURLToPath(new URL('../tests/eval/chat', import.meta.url));
const provider = createLocalProvider();
const report = await runSuites(loadEvalSets(dir), (input) => runTurn(provider, input));
const verbose = process.argv.includes('--verbose');

const SLOT_LABELS: Record<string, string> = {
  name: 'nome',
  company: 'empresa',
  role: 'cargo',
  need: 'necessidade',
  budget: 'orçamento',
  timeline: 'prazo',
  phone: 'telefone',
  email: 'e-mail',
};
const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
const num = (value: number) => value.toFixed(3);

function printSet(title: string, set: EvalReport, f1Target: string) {
  console.log(`\n== ${title}: ${set.conversations} conversas (${set.turns} mensagens do visitante) ==`);
  console.log(
    `Slots: precisão ${pct(set.slot.precision)}, recall ${pct(set.slot.recall)}, F1 ${num(set.slot.f1)} (${f1Target})`,
  );
  console.log('  slot          precisão  recall   F1     (vp/fp/fn)');
  for (const slot of EVAL_SLOTS) {
    const score = set.perSlot[slot];
    console.log(
      `  ${SLOT_LABELS[slot]!.padEnd(13)} ${num(score.precision).padEnd(9)} ${num(score.recall).padEnd(8)} ${num(score.f1).padEnd(6)} (${score.truePositives}/${score.falsePositives}/${score.falseNegatives})`,
    );
  }
  console.log(`Perguntas feitas duas vezes: ${set.askedTwice} (meta 0)`);
  const fields = Object.entries(set.askedAfterGivenByField)
    .map(([field, count]) => `${field} ${count}`)
    .join(', ');
  console.log(
    `Perguntas sobre o que o visitante já disse: ${set.askedAfterGiven} em ${pct(set.askedAfterGivenReplyRate)} das respostas${fields ? ` (${fields})` : ''} (meta 0)`,
  );
  console.log(`Frases repetidas: ${set.repeatedSentences} (meta 0)`);
  console.log(
    `Respostas honestas fora do conhecimento: ${set.honestFallbacks.given}/${set.honestFallbacks.expected} (${pct(set.honestFallbacks.rate)}, meta 100 %)`,
  );
  console.log(
    `Perguntas cobertas respondidas pelo conhecimento: ${set.knowledgeAnswers.answered}/${set.knowledgeAnswers.expected} (${pct(set.knowledgeAnswers.rate)})`,
  );
  if (verbose) for (const line of describeFailures(set)) console.log(`  - ${line}`);
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const { behavioural, intent, perturbation } = report;
  printSet('Desenvolvimento', report.development, `meta ≥ ${EVAL_TARGETS.slotF1}`);
  printSet(
    'Held-out',
    report.heldOut,
    `meta da issue 29: F1 ≥ ${GENERALISATION_TARGETS.heldOutSlotF1}, recall ≥ ${GENERALISATION_TARGETS.heldOutRecall}, precisão ≥ ${GENERALISATION_TARGETS.heldOutPrecision}`,
  );

  console.log(`\n== Comportamental: ${behavioural.cases} casos (modelos × preenchimentos) ==`);
  console.log(`Passaram: ${behavioural.passed}/${behavioural.cases} (${pct(behavioural.rate)})`);
  for (const [slot, tally] of Object.entries(behavioural.bySlot))
    console.log(`  ${SLOT_LABELS[slot]!.padEnd(13)} ${tally.passed}/${tally.total} (${pct(tally.rate)})`);
  console.log('Por capacidade:');
  for (const [capability, tally] of Object.entries(behavioural.byCapability))
    console.log(
      `  ${capability.padEnd(48)} ${String(tally.passed).padStart(3)}/${tally.total} (${pct(tally.rate)})`,
    );
  if (verbose)
    for (const failure of behavioural.failures)
      console.log(
        `  - [${failure.capability}] ${JSON.stringify(failure.messages.join(' / '))}: ${failure.slot} esperado ${JSON.stringify(failure.expected)}, obtido ${JSON.stringify(failure.actual ?? null)}`,
      );

  console.log(`\n== Intenções: ${intent.cases} perguntas ==`);
  console.log(`Respostas certas: ${intent.ok}/${intent.cases} (${pct(intent.rate)})`);
  console.log(
    `Respostas de uma entrada errada do conhecimento: ${intent.wrongKnowledge} (meta da issue 29: ${GENERALISATION_TARGETS.intentWrongKnowledge})`,
  );
  console.log(`Perguntas guardadas como fato do visitante: ${intent.storedAsFact}`);
  for (const [name, tally] of Object.entries(intent.byIntent))
    console.log(
      `  ${name.padEnd(14)} certas ${tally.ok}/${tally.cases}, conhecimento errado ${tally.wrongKnowledge}, guardadas ${tally.stored}`,
    );
  if (verbose) for (const line of describeIntentFailures(intent)) console.log(`  - ${line}`);

  console.log(
    `\n== Perturbação: ${perturbation.cases} conversas perturbadas (desenvolvimento + held-out) ==`,
  );
  console.log(
    `Perfil igual ao original: ${perturbation.invariant}/${perturbation.cases} (${pct(perturbation.rate)}, meta da issue 29 ≥ ${pct(GENERALISATION_TARGETS.perturbationInvariance)})`,
  );
  for (const [kind, tally] of Object.entries(perturbation.byPerturbation))
    console.log(`  ${kind.padEnd(20)} ${tally.invariant}/${tally.cases} (${pct(tally.rate)})`);
  const slots = Object.entries(perturbation.changedSlots)
    .map(([slot, count]) => `${SLOT_LABELS[slot]} ${count}`)
    .join(', ');
  if (slots) console.log(`Slots que mudaram: ${slots}`);
  if (verbose)
    for (const failure of perturbation.failures)
      console.log(
        `  - ${failure.id} [${failure.perturbation}] ${failure.slot}: ${JSON.stringify(failure.before ?? null)} → ${JSON.stringify(failure.after ?? null)} em ${JSON.stringify(failure.changed)}`,
      );
}

const development = developmentShortfalls(report.development);
const generalisation = generalisationShortfalls(report);
const enforced = enforcedShortfalls(report);
if (!process.argv.includes('--json')) {
  console.log(
    `\nMetas do conjunto de desenvolvimento: ${development.length ? `NÃO atingidas: ${development.join('; ')}` : 'atingidas'}`,
  );
  const on = Object.entries(ENFORCE_GENERALISATION_TARGETS)
    .filter(([, value]) => value)
    .map(([key]) => key);
  console.log(`Metas da issue 29 exigidas pelo CI: ${on.join(', ') || 'nenhuma'}`);
  console.log(
    `Metas da issue 29: ${generalisation.length ? `faltam ${generalisation.map((item) => `${item.message}${ENFORCE_GENERALISATION_TARGETS[item.target] ? '' : ' (não exigida)'}`).join('; ')}` : 'atingidas'}`,
  );
  if (enforced.length) console.log(`Falhas exigidas pelo CI: ${enforced.join('; ')}`);
}
process.exitCode = development.length || enforced.length ? 1 : 0;

/**
 * npm run eval:chat — replays tests/eval/chat/*.json through the built-in assistant and prints slot
 * precision/recall/F1, questions asked twice, repeated sentences and honest fallbacks (decision 014).
 * `--verbose` lists every miss; `--json` prints the whole report. Exits 1 when a target is missed.
 */
import { fileURLToPath } from 'node:url';
import { runTurn } from '@server/chat/conversation';
import {
  describeFailures,
  EVAL_TARGETS,
  type EvalReport,
  loadConversations,
  runEval,
} from '@server/chat/eval/run-eval';
import { createLocalProvider } from '@server/chat/local-provider';

const dir = fileURLToPath(new URL('../tests/eval/chat', import.meta.url));
const provider = createLocalProvider();
const report: EvalReport = await runEval(loadConversations(dir), (input) => runTurn(provider, input));
const { results, ...summary } = report;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
  console.log(`Conversas: ${summary.conversations} (${summary.turns} mensagens do visitante)`);
  console.log(
    `Slots: precisão ${pct(summary.slot.precision)}, recall ${pct(summary.slot.recall)}, F1 ${summary.slot.f1.toFixed(3)} (meta ≥ ${EVAL_TARGETS.slotF1})`,
  );
  console.log(`Perguntas feitas duas vezes: ${summary.askedTwice} (meta 0)`);
  console.log(`Perguntas sobre o que o visitante já disse: ${summary.askedAfterGiven} (meta 0)`);
  console.log(`Frases repetidas: ${summary.repeatedSentences} (meta 0)`);
  console.log(
    `Respostas honestas fora do conhecimento: ${summary.honestFallbacks.given}/${summary.honestFallbacks.expected} (${pct(summary.honestFallbacks.rate)}, meta 100 %)`,
  );
  console.log(
    `Perguntas cobertas respondidas pelo conhecimento: ${summary.knowledgeAnswers.answered}/${summary.knowledgeAnswers.expected} (${pct(summary.knowledgeAnswers.rate)})`,
  );
  if (process.argv.includes('--verbose'))
    for (const line of describeFailures(report)) console.log(`  - ${line}`);
}
void results;
const met =
  summary.slot.f1 >= EVAL_TARGETS.slotF1 &&
  summary.askedTwice === 0 &&
  summary.askedAfterGiven === 0 &&
  summary.repeatedSentences === 0 &&
  summary.honestFallbacks.rate === 1;
process.exitCode = met ? 0 : 1;

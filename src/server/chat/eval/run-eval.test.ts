/**
 * CI enforces the chat targets of issue 19 (decision 014): the team's conversation set through the
 * built-in assistant, the same pipeline as `npm run eval:chat`.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runTurn } from '../conversation';
import { createLocalProvider } from '../local-provider';
import { describeFailures, EVAL_TARGETS, loadConversations, runEval } from './run-eval';

const dir = fileURLToPath(new URL('../../../../tests/eval/chat', import.meta.url));

describe('chat evaluation (npm run eval:chat)', () => {
  it('meets the targets on at least 40 PT-BR conversations', async () => {
    const conversations = loadConversations(dir);
    expect(conversations.length).toBeGreaterThanOrEqual(40);
    const provider = createLocalProvider();
    const report = await runEval(conversations, (input) => runTurn(provider, input));
    const failures = describeFailures(report).join('\n');
    expect(report.slot.f1, failures).toBeGreaterThanOrEqual(EVAL_TARGETS.slotF1);
    expect(report.askedTwice, failures).toBe(0);
    expect(report.askedAfterGiven, failures).toBe(0);
    expect(report.repeatedSentences, failures).toBe(0);
    expect(report.honestFallbacks.expected).toBeGreaterThanOrEqual(5);
    expect(report.honestFallbacks.rate, failures).toBe(EVAL_TARGETS.honestFallbackRate);
    // The threshold must not buy honesty by refusing what the knowledge covers.
    expect(report.knowledgeAnswers.rate, failures).toBeGreaterThanOrEqual(0.9);
  });

  it('is deterministic', async () => {
    const conversations = loadConversations(dir).slice(0, 5);
    const provider = createLocalProvider();
    const run = async () =>
      (await runEval(conversations, (input) => runTurn(provider, input))).results.map((r) => r.replies);
    expect(await run()).toEqual(await run());
  });
});

import { limits } from '@tabi/contracts';
import type { AssistantTools } from './assistant-tools.ts';
import { unansweredReply } from './system-instruction.ts';
import { runToolCalls } from './tool-declarations.ts';

/** One answer of a model, read from either SDK's shape. */
export type ModelTurn = {
  text: string;
  calls: { name: string; args: unknown }[];
  /** Adds this answer and the results of its calls (same order) to the conversation for the next ask. */
  continueWith(results: unknown[]): void;
};

/**
 * The function-calling loop both language models share: ask, run the functions the model asks for, hand
 * the results back, ask again. After `limits.assistantToolRoundsMax` rounds of calls the model is asked
 * once more with functions disallowed, so one question costs at most that many rounds plus one request;
 * a model that still answers no text gets the polite `unansweredReply`.
 */
export async function answerWithTools(
  tools: AssistantTools,
  ask: (toolsAllowed: boolean) => Promise<ModelTurn>,
): Promise<string> {
  for (let round = 0; ; round += 1) {
    const toolsAllowed = round < limits.assistantToolRoundsMax;
    const turn = await ask(toolsAllowed);
    if (turn.calls.length === 0 || !toolsAllowed) return turn.text.trim() || unansweredReply;
    turn.continueWith(await runToolCalls(tools, turn.calls));
  }
}

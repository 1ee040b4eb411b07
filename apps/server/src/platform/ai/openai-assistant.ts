import type OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AssistantProvider } from './provider.ts';
import { kindOfStatus, type ProviderFailureKind, providerError, toProviderError } from './provider-errors.ts';
import { systemInstruction } from './system-instruction.ts';
import { toolDeclarations } from './tool-declarations.ts';
import { answerWithTools, type ModelTurn } from './tool-rounds.ts';

export type OpenAiOptions = {
  /** The API root, e.g. `http://127.0.0.1:11434/v1` for Ollama or `https://api.openai.com/v1`. */
  baseUrl: string;
  model: string;
  /** Unset for a local server that needs none. */
  apiKey?: string;
};

/**
 * The SDK refuses to start without a key (and would otherwise read OPENAI_API_KEY from the environment
 * and send it to whatever server AI_BASE_URL names); a local Ollama or llama.cpp server needs none, so
 * it gets this placeholder, and the Authorization header is then left out altogether.
 */
const keylessPlaceholder = 'no-key-needed';

const chatTools = toolDeclarations.map(({ name, description, parameters }) => ({
  type: 'function' as const,
  function: { name, description, parameters },
}));

/**
 * Any server speaking OpenAI's chat completions API with `tools`, through the `openai` SDK, grounded on
 * our data by function calling (see `answerWithTools`).
 */
export function createOpenAiAssistant(options: OpenAiOptions): AssistantProvider {
  // Loaded on the first question, so a server answering with the built-in assistant never pays for it.
  let sdk: Promise<{ client: OpenAI; classify: (error: unknown) => ProviderFailureKind }>;
  const load = () => {
    sdk ??= import('openai').then(({ default: OpenAIClient, APIError, APIConnectionTimeoutError }) => ({
      client: new OpenAIClient({
        baseURL: options.baseUrl,
        apiKey: options.apiKey || keylessPlaceholder,
        ...(options.apiKey ? {} : { defaultHeaders: { Authorization: null } }),
        // No retries: a 429 or 5xx answers at once, within the traveller's 30 s, and they may ask again.
        maxRetries: 0,
      }),
      classify: (error: unknown) => {
        if (error instanceof APIConnectionTimeoutError) return 'timeout';
        // A connection error is an APIError without a status: the server is down or unreachable.
        return error instanceof APIError ? kindOfStatus(error.status) : 'service';
      },
    }));
    return sdk;
  };

  return {
    name: 'openai',
    async reply({ message, history, tools, signal }) {
      const { client, classify } = await load();
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: systemInstruction(tools) },
        ...history.map(({ role, content }) =>
          role === 'model' ? { role: 'assistant' as const, content } : { role: 'user' as const, content },
        ),
        { role: 'user', content: message },
      ];

      const ask = async (toolsAllowed: boolean): Promise<ModelTurn> => {
        let completion: ChatCompletion;
        try {
          completion = await client.chat.completions.create(
            // The tools stay declared (earlier turns refer to them); 'none' only forbids new calls.
            { model: options.model, messages, tools: chatTools, tool_choice: toolsAllowed ? 'auto' : 'none' },
            { signal },
          );
        } catch (error) {
          throw toProviderError(error, signal, classify);
        }
        return readTurn(completion, messages);
      };
      return { text: await answerWithTools(tools, ask) };
    },
  };
}

function readTurn(completion: ChatCompletion, messages: ChatCompletionMessageParam[]): ModelTurn {
  // A server that answers 200 with something else (an HTML page, another API) is failing, not answering.
  const answer = completion?.choices?.[0]?.message;
  if (!answer) throw providerError('service');
  const calls = (answer.tool_calls ?? []).flatMap((call) => (call.type === 'function' ? [call] : []));
  return {
    text: answer.content ?? '',
    calls: calls.map((call) => ({ name: call.function.name, args: parseArguments(call.function.arguments) })),
    continueWith(results) {
      messages.push({ role: 'assistant', content: answer.content, tool_calls: calls });
      for (const [index, call] of calls.entries()) {
        messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(results[index]) });
      }
    },
  };
}

/**
 * The arguments arrive as JSON text the model wrote; text that is not JSON is handed on as it is, so
 * the function's validation answers the model an error it can correct.
 */
function parseArguments(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

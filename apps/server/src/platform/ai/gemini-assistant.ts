import type { Content, FunctionCallingConfigMode, GenerateContentResponse, GoogleGenAI } from '@google/genai';
import type { AssistantProvider } from './provider.ts';
import { kindOfStatus, type ProviderFailureKind, providerError, toProviderError } from './provider-errors.ts';
import { systemInstruction } from './system-instruction.ts';
import { isToolError, toolDeclarations } from './tool-declarations.ts';
import { answerWithTools, type ModelTurn } from './tool-rounds.ts';

/** Where an operator gets a Gemini key; sent with 'invalid-key' so the client can link it. */
export const geminiKeyHelpUrl = 'https://aistudio.google.com/app/apikey';

export type GeminiOptions = {
  apiKey: string;
  model: string;
  /** Google's endpoint when unset; tests point it at a fake on loopback. */
  baseUrl?: string;
};

/** The Gemini API's own ways of saying the key is wrong (it answers 400 INVALID_ARGUMENT, not 401). */
const keyRejection = /API_KEY_INVALID|API key not valid|API key expired|API_KEY_SERVICE_BLOCKED/i;

/** Gemini through `@google/genai`, grounded on our data by function calling (see `answerWithTools`). */
export function createGeminiAssistant(options: GeminiOptions): AssistantProvider {
  // The SDK is loaded on the first question, so a server answering with the built-in assistant never
  // pays for it at start.
  let sdk: Promise<{
    client: GoogleGenAI;
    classify: (error: unknown) => ProviderFailureKind;
    modes: typeof FunctionCallingConfigMode;
  }>;
  const load = () => {
    sdk ??= import('@google/genai').then(({ GoogleGenAI, ApiError, FunctionCallingConfigMode }) => ({
      // `vertexai: false`: GOOGLE_GENAI_USE_VERTEXAI in the environment must not redirect our key.
      // No retry options: the SDK then retries nothing, and the traveller's 30 s stay ours to spend.
      client: new GoogleGenAI({
        apiKey: options.apiKey,
        vertexai: false,
        ...(options.baseUrl ? { httpOptions: { baseUrl: options.baseUrl } } : {}),
      }),
      classify: (error: unknown) =>
        error instanceof ApiError ? kindOfStatus(error.status, keyRejection.test(error.message)) : 'service',
      modes: FunctionCallingConfigMode,
    }));
    return sdk;
  };

  return {
    name: 'gemini',
    async reply({ message, history, tools, signal }) {
      const { client, classify, modes } = await load();
      const contents: Content[] = [
        ...history.map(({ role, content }) => ({ role, parts: [{ text: content }] })),
        { role: 'user', parts: [{ text: message }] },
      ];
      const ask = async (toolsAllowed: boolean): Promise<ModelTurn> => {
        let response: GenerateContentResponse;
        try {
          response = await client.models.generateContent({
            model: options.model,
            contents,
            config: {
              systemInstruction: systemInstruction(tools),
              tools: [{ functionDeclarations: toolDeclarationsForGemini }],
              // The declarations stay (earlier turns refer to them); NONE only forbids new calls.
              toolConfig: { functionCallingConfig: { mode: toolsAllowed ? modes.AUTO : modes.NONE } },
              abortSignal: signal,
            },
          });
        } catch (error) {
          throw toProviderError(error, signal, classify, geminiKeyHelpUrl);
        }
        return readTurn(response, contents);
      };
      return { text: await answerWithTools(tools, ask) };
    },
  };
}

const toolDeclarationsForGemini = toolDeclarations.map(({ name, description, parameters }) => ({
  name,
  description,
  parametersJsonSchema: parameters,
}));

function readTurn(response: GenerateContentResponse, contents: Content[]): ModelTurn {
  const candidate = response.candidates?.[0];
  // A prompt Gemini blocked answers no candidate but says why; no candidate and no reason is not an answer.
  if (!candidate && !response.promptFeedback?.blockReason) throw providerError('service');
  const parts = candidate?.content?.parts ?? [];
  const calls = parts.flatMap(({ functionCall }) => (functionCall ? [functionCall] : []));
  return {
    text: parts
      .filter((part) => part.text && !part.thought)
      .map((part) => part.text)
      .join(''),
    calls: calls.map((call) => ({ name: call.name ?? '', args: call.args })),
    continueWith(results) {
      // The model's turn goes back unchanged: Gemini 3 checks the thought signatures on its calls.
      if (candidate?.content) contents.push(candidate.content);
      contents.push({
        role: 'user',
        parts: calls.map((call, index) => ({
          functionResponse: {
            ...(call.id ? { id: call.id } : {}),
            name: call.name,
            // Gemini reads `output` as the result and `error` as a failure of the call.
            response: isToolError(results[index]) ? results[index] : { output: results[index] },
          },
        })),
      });
    },
  };
}

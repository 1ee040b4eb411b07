import type { Config } from '../../config.ts';
import { createBuiltinAssistant } from './builtin/builtin-assistant.ts';
import { createGeminiAssistant, geminiKeyHelpUrl } from './gemini-assistant.ts';
import { createOpenAiAssistant } from './openai-assistant.ts';
import { AiProviderError, type AssistantProvider } from './provider.ts';

type AiConfig = Pick<
  Config,
  | 'AI_PROVIDER'
  | 'AI_BASE_URL'
  | 'AI_MODEL'
  | 'AI_API_KEY'
  | 'GEMINI_API_KEY'
  | 'GEMINI_MODEL'
  | 'GEMINI_BASE_URL'
>;

export type ProviderSelection = {
  provider: AssistantProvider;
  /** Why the chosen provider cannot answer (its variable is missing); every question then answers it. */
  misconfigured?: AiProviderError;
};

/** A provider chosen but not given what it needs: the server starts, and each question says what to set. */
function unconfigured(name: AssistantProvider['name'], message: string, helpUrl?: string): ProviderSelection {
  const error = new AiProviderError('not-configured', message, helpUrl);
  return {
    provider: {
      name,
      reply: () => Promise.reject(error),
    },
    misconfigured: error,
  };
}

/**
 * Who answers the assistant (CLARIFICATIONS): AI_PROVIDER when set; otherwise Gemini when
 * GEMINI_API_KEY is set, else the OpenAI-compatible server when AI_BASE_URL is, else the built-in one.
 */
export function selectProvider(config: AiConfig): ProviderSelection {
  const chosen =
    config.AI_PROVIDER ?? (config.GEMINI_API_KEY ? 'gemini' : config.AI_BASE_URL ? 'openai' : 'builtin');

  if (chosen === 'gemini') {
    if (!config.GEMINI_API_KEY)
      return unconfigured(
        'gemini',
        `The Gemini assistant is chosen (AI_PROVIDER=gemini) but has no key: set GEMINI_API_KEY (get one at ${geminiKeyHelpUrl}), or AI_PROVIDER=builtin for the assistant that needs none.`,
        geminiKeyHelpUrl,
      );
    return {
      provider: createGeminiAssistant({
        apiKey: config.GEMINI_API_KEY,
        model: config.GEMINI_MODEL,
        baseUrl: config.GEMINI_BASE_URL,
      }),
    };
  }

  if (chosen === 'openai') {
    if (!config.AI_BASE_URL)
      return unconfigured(
        'openai',
        "The OpenAI-compatible assistant is chosen (AI_PROVIDER=openai) but has no server: set AI_BASE_URL to its API's address (for example http://localhost:11434/v1 for Ollama), or AI_PROVIDER=builtin.",
      );
    // Every such server serves models by name, and none is a safe default for all of them.
    if (!config.AI_MODEL)
      return unconfigured(
        'openai',
        // The server's address stays out of the message, which travellers read too.
        'The OpenAI-compatible assistant is chosen but has no model: set AI_MODEL to the name its server knows it by (for example llama3.1 for Ollama).',
      );
    return {
      provider: createOpenAiAssistant({
        baseUrl: config.AI_BASE_URL,
        model: config.AI_MODEL,
        apiKey: config.AI_API_KEY,
      }),
    };
  }

  return { provider: createBuiltinAssistant() };
}

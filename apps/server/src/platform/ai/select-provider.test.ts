import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { AiProviderError } from './provider.ts';
import { selectProvider } from './select-provider.ts';

/** Which provider answers the assistant for a configuration (CLARIFICATIONS, 'Assistant provider'). */

const select = (env: Record<string, string>) => selectProvider(loadConfig(env));
const gemini = { GEMINI_API_KEY: 'gemini-key' };
const openai = { AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.1' };

async function notConfigured(env: Record<string, string>) {
  const { provider, misconfigured } = select(env);
  const error = await provider
    .reply({
      message: 'Hello',
      history: [],
      state: null,
      tools: undefined as never,
      signal: new AbortController().signal,
    })
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(AiProviderError);
  expect(error).toBe(misconfigured);
  return { name: provider.name, error: error as AiProviderError };
}

describe('selectProvider', () => {
  it('with nothing set: the built-in assistant, which needs nothing', () => {
    const { provider, misconfigured } = select({});
    expect(provider.name).toBe('builtin');
    expect(misconfigured).toBeUndefined();
  });

  it.each([
    ['a Gemini key', gemini, 'gemini'],
    ['an OpenAI-compatible server', openai, 'openai'],
    ['both: Gemini first', { ...gemini, ...openai }, 'gemini'],
  ])('AI_PROVIDER unset, %s: %s', (_what, env, expected) => {
    const { provider, misconfigured } = select(env);
    expect(provider.name).toBe(expected);
    expect(misconfigured).toBeUndefined();
  });

  it.each([
    ['builtin', { ...gemini, ...openai }, 'builtin'],
    ['gemini', { ...gemini, ...openai }, 'gemini'],
    ['openai', { ...gemini, ...openai }, 'openai'],
  ])('AI_PROVIDER=%s wins over what else is set', (chosen, env, expected) => {
    const { provider, misconfigured } = select({ ...env, AI_PROVIDER: chosen });
    expect(provider.name).toBe(expected);
    expect(misconfigured).toBeUndefined();
  });

  it('AI_PROVIDER=gemini without GEMINI_API_KEY: every question says to set it, and where a key is had', async () => {
    const { name, error } = await notConfigured({ AI_PROVIDER: 'gemini', ...openai });
    expect(name).toBe('gemini');
    expect(error.kind).toBe('not-configured');
    expect(error.message).toMatch(/set GEMINI_API_KEY/);
    expect(error.helpUrl).toBe('https://aistudio.google.com/app/apikey');
  });

  it('AI_PROVIDER=openai without AI_BASE_URL: every question says to set it', async () => {
    const { name, error } = await notConfigured({ AI_PROVIDER: 'openai', AI_MODEL: 'llama3.1', ...gemini });
    expect(name).toBe('openai');
    expect(error.kind).toBe('not-configured');
    expect(error.message).toMatch(/set AI_BASE_URL/);
  });

  it('an OpenAI-compatible server without AI_MODEL: every question says to set it, not the address', async () => {
    const { error } = await notConfigured({ AI_BASE_URL: 'http://10.1.2.3:8000/v1' });
    expect(error.kind).toBe('not-configured');
    expect(error.message).toMatch(/set AI_MODEL/);
    expect(error.message).not.toContain('10.1.2.3');
  });
});

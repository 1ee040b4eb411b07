import { Counter, type Registry } from 'prom-client';
import { AiProviderError, type AssistantProvider } from '../../platform/ai/provider.ts';

/**
 * The provider, its answers counted (docs/metrics.md) by provider and outcome: `answered`, or the kind of
 * failure (`timeout`, `quota`, `service`, ...). Counted when the provider finishes: one that ignores the
 * abort of a timed-out question is counted when it is done, though the traveller was told of the timeout.
 */
export function countedAnswers(provider: AssistantProvider, registry: Registry): AssistantProvider {
  const answers = new Counter({
    name: 'tabi_assistant_answers_total',
    help: 'Travel assistant answers, by provider (builtin, gemini, openai) and outcome (answered or the failure kind).',
    labelNames: ['provider', 'outcome'] as const,
    registers: [registry],
  });
  return {
    name: provider.name,
    async reply(request) {
      try {
        const reply = await provider.reply(request);
        answers.inc({ provider: provider.name, outcome: 'answered' });
        return reply;
      } catch (error) {
        answers.inc({
          provider: provider.name,
          outcome: error instanceof AiProviderError ? error.kind : 'service',
        });
        throw error;
      }
    },
  };
}

import { selectProvider } from '../../platform/ai/select-provider.ts';
import type { AppModule } from '../../platform/app-module.ts';
import { createAssistantRepository } from './assistant.repository.ts';
import { assistantRoutes } from './assistant.routes.ts';
import { createAssistantService } from './assistant.service.ts';
import { countedAnswers } from './assistant-metrics.ts';
import { startAssistantRetention } from './assistant-retention.ts';
import { type BookingsReader, createAssistantToolsFactory } from './tools/assistant-tools.ts';

/**
 * The AI travel assistant: its conversations, the provider configuration chose (built-in, Gemini or
 * OpenAI-compatible) grounded on our catalog and the caller's bookings, and the sweep of old ones.
 */
export const registerAssistantModule: AppModule<{ bookings: BookingsReader }> = async (app, deps) => {
  const { config, db, bookings, now, log, catalogCache, metrics } = deps;
  const { provider, misconfigured } = selectProvider(config);
  // The operator reads it at start; travellers get it as the answer to each question.
  if (misconfigured) log.warn({ provider: provider.name }, misconfigured.message);
  const assistants = createAssistantRepository(db);
  const service = createAssistantService({
    assistants,
    provider: countedAnswers(provider, metrics.registry),
    toolsFor: createAssistantToolsFactory({
      db,
      bookings,
      timezone: config.TIMEZONE,
      currency: config.CURRENCY,
      paysOnline: Boolean(config.STRIPE_SECRET_KEY),
      now,
      catalogCache,
    }),
    timeoutMs: config.AI_TIMEOUT_MS,
    now,
    log,
  });
  const retention = startAssistantRetention({ assistants, now, log });
  app.addHook('onClose', () => retention.stop());
  await app.register(
    assistantRoutes(service, {
      perAddress: config.RATE_LIMIT_ASSISTANT,
      perSession: config.RATE_LIMIT_ASSISTANT_PER_SESSION,
      windowMs: config.rateLimitWindowMs,
    }),
    { prefix: '/api' },
  );
};

import type Stripe from 'stripe';
import type { Config } from '../../config.ts';

export type StripeClient = Stripe;

/**
 * Network failures, 409 (lock) and 5xx answers, and whatever Stripe marks `Stripe-Should-Retry: true`,
 * are retried twice by the SDK (with its own backoff and the idempotency key it adds to every POST), so
 * a blip does not fail a checkout, while a traveller waiting on a button waits at most three attempts.
 * Writes that must survive longer outages (refunds) are retried by our own processor, with our own
 * idempotency keys.
 */
const maxNetworkRetries = 2;
/** Under the web app's 30 s wait, as the assistant's timeout is. */
const timeoutMs = 20_000;

/**
 * The official SDK, or null when no STRIPE_SECRET_KEY is set (payment at the meeting point). Loaded
 * only when a key is set, so a server without Stripe never reads the SDK. The API version is pinned to
 * the one the installed SDK was built for: its types describe exactly those shapes, and upgrading the
 * SDK is then the one deliberate step that changes it. STRIPE_API_BASE (tests: a fake on loopback)
 * becomes the SDK's host, port and protocol.
 */
export async function createStripeClient(config: Config): Promise<StripeClient | null> {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base } = config;
  if (!key) return null;
  const { default: StripeSdk } = await import('stripe');
  return new StripeSdk(key, {
    apiVersion: StripeSdk.API_VERSION,
    maxNetworkRetries,
    timeout: timeoutMs,
    telemetry: false,
    ...(base ? apiAddress(new URL(base)) : {}),
  });
}

function apiAddress(url: URL): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

import path from 'node:path';
import { limits } from '@tabi/contracts';
import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed once at start.
 * Nothing else in the server reads process.env: pass the parsed config along instead.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const optionalUrl = (protocols: RegExp, what: string) =>
  optionalString.refine((v) => v === undefined || (URL.canParse(v) && protocols.test(new URL(v).protocol)), {
    message: `must be a ${what} URL`,
  });

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = z.coerce.number({ message: 'must be a number' }).int('must be a whole number').positive();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(65535).default(5200),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'postgres://'),
    REDIS_URL: optionalUrl(/^rediss?:$/, 'redis://'),
    // The demo catalog has customers with a published password: loaded by default only on the embedded
    // database of a trial, never on a configured one unless asked for (see `loadConfig`).
    SEED_DEMO: booleanString.optional(),
    ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).default('admin@example.com'),
    ADMIN_PASSWORD: optionalString.refine((v) => v === undefined || v.length >= 8, {
      message: 'must be at least 8 characters',
    }),
    ADMIN_KEY: optionalString.refine((v) => v === undefined || v.length >= 16, {
      message: 'must be at least 16 characters',
    }),
    JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
      message: 'must be at least 32 characters',
    }),
    SMTP_URL: optionalUrl(/^smtps?:$/, 'smtp:// or smtps://'),
    MAIL_FROM: z.string().default('Tabi Tours <hello@tabitours.jp>'),
    GEMINI_API_KEY: optionalString,
    GEMINI_MODEL: z.string().default('gemini-2.5-flash'),
    GEMINI_BASE_URL: optionalUrl(/^https?:$/, 'http(s)://'),
    /**
     * Who answers the travel assistant: `builtin` (our catalog, no key, no network), `gemini` or `openai`
     * (any OpenAI-compatible chat completions server: Ollama, vLLM, llama.cpp, a hosted one). Unset:
     * Gemini when GEMINI_API_KEY is set, else OpenAI-compatible when AI_BASE_URL is, else built-in.
     */
    AI_PROVIDER: optionalString.pipe(
      z.enum(['builtin', 'gemini', 'openai'], { message: 'must be builtin, gemini or openai' }).optional(),
    ),
    /** The OpenAI-compatible server, e.g. http://localhost:11434/v1 for Ollama. */
    AI_BASE_URL: optionalUrl(/^https?:$/, 'http(s)://'),
    AI_MODEL: optionalString,
    /** Unset for a local server that wants none. */
    AI_API_KEY: optionalString,
    // How long a language model may take over one answer, tool rounds included: under the web app's own
    // 30 s wait, so the traveller reads our timeout message rather than a dropped request.
    AI_TIMEOUT_MS: positiveInt
      .max(29_000, { message: "must be under the web app's 30000 ms wait" })
      .default(25_000),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_JWKS_URL: z
      .url({ message: 'must be a URL' })
      .default('https://www.googleapis.com/oauth2/v3/certs'),
    GOOGLE_ISSUERS: z.string().default('https://accounts.google.com,accounts.google.com'),
    PUBLIC_URL: z.url({ message: 'must be a URL' }).default('http://localhost:5200'),
    /**
     * Other sites' pages that may call the API, open sockets and show our pictures (for example the
     * Karvaan Tours client served from its own origin): exact origins separated by commas. Unset: none.
     */
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.string().refine((origin) => URL.canParse(origin) && new URL(origin).origin === origin, {
            message: 'must be origins such as https://example.com (scheme, host and port, no path)',
          }),
        ),
      ),
    CURRENCY: z
      .string()
      .regex(/^[A-Z]{3}$/, { message: 'must be a three-letter ISO 4217 code such as USD' })
      .default('USD'),
    TIMEZONE: z
      .string()
      .refine(isTimeZone, { message: 'must be an IANA time zone such as Asia/Tokyo' })
      .default('Asia/Tokyo'),
    /**
     * Whose X-Forwarded-For to believe for the client address (rate limits, logs): `loopback` (a proxy on
     * this machine), `true` (any: only behind a load balancer that overwrites the header), `false`, or
     * addresses/CIDRs separated by commas.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('loopback')
      .transform((v): boolean | string => (v === 'true' || v === 'false' ? v === 'true' : v)),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Prometheus metrics (docs/metrics.md). METRICS_TOKEN opens `GET /metrics` on the public port to
     * `Authorization: Bearer <token>`; METRICS_PORT serves it without a token on a listener of its own,
     * on METRICS_HOST (loopback unless the scraper is on another machine). Neither: there is no /metrics.
     */
    METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, {
      message: 'must be at least 16 characters',
    }),
    METRICS_PORT: optionalString.pipe(
      z.coerce
        .number<string | undefined>({ message: 'must be a port number from 1 to 65535' })
        .int()
        .min(1)
        .max(65535)
        .optional(),
    ),
    METRICS_HOST: z.string().default('127.0.0.1'),
    // On SIGTERM/SIGINT the health route answers 503 at once, and the server keeps serving this long
    // before it closes, so a load balancer's health checks take it out first (deploy/compose.yaml: 5000).
    // 0 (`npm start`): a developer's Ctrl-C stops it at once.
    SHUTDOWN_DRAIN_MS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0)
      .max(120_000)
      .default(0),
    // Sign-in limits (docs/decisions.md 24), per RATE_LIMIT_WINDOW_MINUTES. Only failures count toward
    // them, so a hotel lobby or an office behind one address signs in as many people as it has:
    // RATE_LIMIT_LOGIN failed password sign-ins per account (the e-mail tried, from any address) and
    // RATE_LIMIT_LOGIN_PER_ADDRESS per address (whatever the accounts), RATE_LIMIT_ADMIN_KEY wrong admin
    // keys and RATE_LIMIT_GOOGLE rejected Google tokens per address; RATE_LIMIT_AUTH_CEILING caps every
    // attempt, right or wrong, per address on each sign-in route. 10 failures per account per 15 minutes
    // leaves a guesser ~1,000 tries a day, hopeless against an 8+ character password, and 30 per address
    // (a tenth of the ceiling) lets a lobby mistype while one address can spray few accounts.
    RATE_LIMIT_LOGIN: positiveInt.default(10),
    RATE_LIMIT_LOGIN_PER_ADDRESS: positiveInt.default(30),
    RATE_LIMIT_AUTH_CEILING: positiveInt.default(300),
    RATE_LIMIT_ADMIN_KEY: positiveInt.default(5),
    RATE_LIMIT_GOOGLE: positiveInt.default(20),
    // Reset e-mails: every request counts (each may send a mail), per account (RATE_LIMIT_RESET, which
    // also bounds failed reset links per address) and per address.
    RATE_LIMIT_RESET: positiveInt.default(5),
    RATE_LIMIT_RESET_PER_ADDRESS: positiveInt.default(20),
    // Registrations per address per RATE_LIMIT_REGISTER_WINDOW_MINUTES, every attempt counted: a full
    // coach (about 50 travellers) registering in one hotel lobby, with some retries, fits in an hour.
    RATE_LIMIT_REGISTER: positiveInt.default(60),
    RATE_LIMIT_REGISTER_WINDOW_MINUTES: positiveInt.default(60),
    RATE_LIMIT_CONSULTATION: positiveInt.default(5),
    // Bookings per account per window: each one holds seats until it is cancelled, so a script could
    // otherwise empty a departure in seconds. 10 lets a family book a week of tours in one sitting.
    RATE_LIMIT_BOOKING: positiveInt.default(10),
    // Questions to the travel assistant per window, every question counted: each may cost a language
    // model call (a quota, or money). Per address, 120 lets a hotel lobby or an office of travellers ask
    // about eight a minute between them; per conversation (RATE_LIMIT_ASSISTANT_PER_SESSION), 30 is one
    // every 30 seconds, faster than anyone reads the answers, and stops a script looping on one session.
    RATE_LIMIT_ASSISTANT: positiveInt.default(120),
    RATE_LIMIT_ASSISTANT_PER_SESSION: positiveInt.default(30),
    RATE_LIMIT_WINDOW_MINUTES: positiveInt.default(15),
    /**
     * Online payment (issue 16). Without STRIPE_SECRET_KEY nothing changes: travellers pay at the meeting
     * point and an admin marks bookings paid. With it, the webhook secret and the publishable key are
     * required (see the refinement below). STRIPE_API_BASE points the SDK elsewhere (tests: a fake on
     * loopback); unset, the SDK talks to api.stripe.com.
     */
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_API_BASE: optionalUrl(/^https?:$/, 'http(s)://'),
    // The largest picture one may upload (tours, reviews), in bytes. The web app checks the contracts'
    // limit before sending, so a value above it is only reached by other clients.
    UPLOAD_MAX_BYTES: positiveInt.default(limits.uploadMaxBytes),
    /**
     * Backups (decision 75): where `npm run backup` and the nightly backup write, a folder or
     * `s3://bucket/prefix` (unset: DATA_DIR/backups). BACKUP_NIGHTLY takes one each night at 03:00 in
     * TIMEZONE, keeping the last 7 days and 4 weeks; unset, it is on for the embedded database only (with
     * DATABASE_URL the operator's PostgreSQL has its own, see docs/backups.md). The S3 settings are for a
     * store other than AWS (MinIO and the like: BACKUP_S3_ENDPOINT) or keys other than the machine's.
     */
    BACKUP_TARGET: optionalString,
    BACKUP_NIGHTLY: booleanString.optional(),
    BACKUP_S3_ENDPOINT: optionalUrl(/^https?:$/, 'http(s)://'),
    BACKUP_S3_REGION: z.string().default('us-east-1'),
    BACKUP_S3_ACCESS_KEY_ID: optionalString,
    BACKUP_S3_SECRET_ACCESS_KEY: optionalString,
  })
  .superRefine((env, context) => {
    if (!env.STRIPE_SECRET_KEY) return;
    // Webhooks are the only proof of a payment: without their secret no booking could ever become paid,
    // and without the publishable key the web app could not open Stripe. Refuse to start rather than take
    // bookings that can never be paid. The messages name the variable, never a value (they are secrets).
    const requiredWithKey = {
      STRIPE_WEBHOOK_SECRET: 'the signing secret of the webhook endpoint (whsec_...)',
      STRIPE_PUBLISHABLE_KEY: 'the publishable key (pk_...)',
    } as const;
    for (const [name, what] of Object.entries(requiredWithKey)) {
      if (!env[name as keyof typeof requiredWithKey])
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `is required when STRIPE_SECRET_KEY is set: ${what}`,
        });
    }
  });

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export type Env = z.infer<typeof envSchema>;

export type Config = Omit<Env, 'SEED_DEMO'> & {
  /** Unset: true on the embedded database, false with DATABASE_URL. */
  SEED_DEMO: boolean;
  dataDir: string;
  /** BACKUP_TARGET, or the folder DATA_DIR/backups. */
  backupTarget: string;
  databaseKind: 'embedded' | 'external';
  rateLimitWindowMs: number;
};

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  return {
    ...values,
    SEED_DEMO: values.SEED_DEMO ?? !values.DATABASE_URL,
    dataDir: path.resolve(values.DATA_DIR),
    backupTarget: values.BACKUP_TARGET ?? path.join(path.resolve(values.DATA_DIR), 'backups'),
    databaseKind: values.DATABASE_URL ? 'external' : 'embedded',
    rateLimitWindowMs: values.RATE_LIMIT_WINDOW_MINUTES * 60_000,
  };
}

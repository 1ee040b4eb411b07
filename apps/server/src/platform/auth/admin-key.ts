import { createHash, timingSafeEqual } from 'node:crypto';
import type { SettingsRepository } from '../settings/settings.repository.ts';

/** Where first start keeps the SHA-256 of the generated admin key (the key itself is shown once). */
export const adminKeyHashSetting = 'admin_key_sha256';

export const hashAdminKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Checks an admin key against ADMIN_KEY, or else against the hash stored at first start. Both sides are
 * compared as SHA-256 digests with timingSafeEqual: equal lengths always, and no early exit that would
 * let response times reveal how much of a guess was right.
 * Answers undefined when no key exists at all (neither configured nor generated).
 */
export function createAdminKeyCheck(options: { configuredKey?: string; settings: SettingsRepository }) {
  const { configuredKey, settings } = options;
  const configured = configuredKey ? Buffer.from(hashAdminKey(configuredKey), 'hex') : undefined;

  return async function matches(candidate: string): Promise<boolean | undefined> {
    const stored = configured ? undefined : await settings.get(adminKeyHashSetting);
    const expected = configured ?? (stored ? Buffer.from(stored, 'hex') : undefined);
    if (expected?.length !== 32) return undefined;
    return timingSafeEqual(Buffer.from(hashAdminKey(candidate), 'hex'), expected);
  };
}

export type AdminKeyCheck = ReturnType<typeof createAdminKeyCheck>;

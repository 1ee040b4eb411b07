import { randomBytes } from 'node:crypto';
import type { SettingsRepository } from '../settings/settings.repository.ts';

const setting = 'jwt_secret';

/**
 * The session signing key: JWT_SECRET when set, otherwise one generated once and kept in the database,
 * so every process on the database signs and checks alike. The first writer wins a race of two starts.
 */
export async function resolveSigningKey(configured: string | undefined, settings: SettingsRepository) {
  const secret =
    configured ?? (await settings.getOrCreate(setting, () => randomBytes(48).toString('base64url')));
  return new TextEncoder().encode(secret);
}

import type { SessionUser } from '@tabi/contracts';
import { notFound } from '../../platform/errors.ts';
import { type EncodedImage, imageUrl } from '../../platform/images/encode.ts';
import { toSessionUser } from './auth.mapper.ts';
import type { UserAccounts } from './user-accounts.ts';

/** Avatars are square: big enough for a profile page on a sharp screen, small enough to load anywhere. */
export const avatarSide = 512;

type Deps = {
  users: Pick<UserAccounts, 'setAvatar'>;
  /** Stores an encoded image (once per content) and answers its id: the uploads store, handed over by app.ts. */
  images: { save: (image: EncodedImage) => Promise<{ id: string }> };
  encode: (bytes: Buffer) => Promise<EncodedImage>;
};

export function createAvatarService({ users, images, encode }: Deps) {
  async function set(userId: string, avatar: string | null): Promise<SessionUser> {
    const changed = await users.setAvatar(userId, avatar);
    if (!changed) throw notFound('Account not found');
    return toSessionUser(changed.user);
  }

  return {
    async upload(userId: string, bytes: Buffer): Promise<SessionUser> {
      const stored = await images.save(await encode(bytes));
      return set(userId, imageUrl(stored.id));
    },

    /** Back to the Google photo, if any, or to the initial. */
    remove: (userId: string): Promise<SessionUser> => set(userId, null),
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;

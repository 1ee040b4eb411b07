import { describe, expect, it } from 'vitest';
import { avatarInitial, avatarSrc, normalizeUser } from './session-user.ts';

describe('session user', () => {
  it('reads the id as id, _id or userId', () => {
    expect(normalizeUser({ _id: 'a1', name: 'Aiko', email: 'a@x.jp', role: 'admin' })).toMatchObject({
      id: 'a1',
      role: 'admin',
      isGoogleUser: false,
    });
    expect(normalizeUser({ userId: 'u2', name: 'Ben' })?.id).toBe('u2');
    expect(normalizeUser({ name: 'No id' })).toBeNull();
    expect(normalizeUser('nonsense')).toBeNull();
  });

  it('treats any role other than admin as user', () => {
    expect(normalizeUser({ id: '1', role: 'superuser' })?.role).toBe('user');
  });

  it('prefixes a relative avatar with the origin and a timestamp', () => {
    expect(avatarSrc({ avatar: '/uploads/a.webp', photoURL: null }, 42, 'https://tabi.example')).toBe(
      'https://tabi.example/uploads/a.webp?t=42',
    );
    expect(avatarSrc({ avatar: 'uploads/a.webp', photoURL: null }, 42, 'https://tabi.example')).toBe(
      'https://tabi.example/uploads/a.webp?t=42',
    );
  });

  it('keeps an absolute avatar, else uses the photo URL, else nothing', () => {
    expect(avatarSrc({ avatar: 'https://cdn.example/a.png', photoURL: null }, 1, 'x')).toBe(
      'https://cdn.example/a.png',
    );
    expect(avatarSrc({ avatar: null, photoURL: 'https://lh3.example/p.jpg' }, 1, 'x')).toBe(
      'https://lh3.example/p.jpg',
    );
    expect(avatarSrc({ avatar: null, photoURL: null }, 1, 'x')).toBeNull();
  });

  it('falls back to the first letter of the name, or U', () => {
    expect(avatarInitial('aiko tanaka')).toBe('A');
    expect(avatarInitial('')).toBe('U');
    expect(avatarInitial(undefined)).toBe('U');
  });
});

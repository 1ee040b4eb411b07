import { describe, expect, it, vi } from 'vitest';
import { playNotificationSound } from './notification-sound.ts';

describe('playNotificationSound', () => {
  it('plays the first clip at volume 0.45 when it can', async () => {
    const player = { clip: vi.fn(async () => {}), beep: vi.fn() };
    await expect(playNotificationSound(player)).resolves.toBe('clip');
    expect(player.clip).toHaveBeenCalledExactlyOnceWith('/sounds/chat-message.wav', 0.45);
    expect(player.beep).not.toHaveBeenCalled();
  });

  it('tries the second clip, then an 880 Hz beep at 0.45, and stays silent when nothing can play', async () => {
    const refused = async (): Promise<void> => {
      throw new Error('NotAllowedError');
    };
    const player = {
      clip: vi
        .fn(refused)
        .mockImplementationOnce(refused)
        .mockImplementationOnce(async () => {}),
      beep: vi.fn(),
    };
    await expect(playNotificationSound(player)).resolves.toBe('clip');
    expect(player.clip.mock.calls).toEqual([
      ['/sounds/chat-message.wav', 0.45],
      ['/sounds/notification.wav', 0.45],
    ]);

    const noClips = { clip: vi.fn(refused), beep: vi.fn() };
    await expect(playNotificationSound(noClips)).resolves.toBe('beep');
    expect(noClips.clip).toHaveBeenCalledTimes(2);
    expect(noClips.beep).toHaveBeenCalledExactlyOnceWith(880, 0.45);

    const silent = {
      clip: vi.fn(refused),
      beep: vi.fn(() => {
        throw new Error('no Web Audio');
      }),
    };
    await expect(playNotificationSound(silent)).resolves.toBe('none');
  });
});

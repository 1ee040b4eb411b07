/** Spec section 9: the notification sound's volume and the synthesized fallback's pitch. */
export const soundVolume = 0.45;
export const beepHz = 880;

/** The two clips tried in turn (public/sounds), before the synthesized beep. */
export const soundClips = ['/sounds/chat-message.wav', '/sounds/notification.wav'] as const;

type Player = {
  /** Plays a clip at a volume; rejects when it cannot (missing file, autoplay refused). */
  clip: (src: string, volume: number) => Promise<void>;
  /** The synthesized beep; throws when the browser has no Web Audio. */
  beep: (hz: number, volume: number) => void;
};

const browserPlayer: Player = {
  async clip(src, volume) {
    const audio = new Audio(src);
    audio.volume = volume;
    await audio.play();
  },
  beep(hz, volume) {
    const Context =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) throw new Error('no Web Audio');
    const context = new Context();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = hz;
    gain.gain.setValueAtTime(volume, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.25);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.25);
    oscillator.onended = () => void context.close().catch(() => {});
  },
};

/**
 * The sound of a new message from support (spec section 4): the first clip, else the second, else an
 * 880 Hz beep, all at volume 0.45. Never rejects: a tab that may not play sound stays silent.
 */
export async function playNotificationSound(
  player: Player = browserPlayer,
): Promise<'clip' | 'beep' | 'none'> {
  for (const src of soundClips) {
    try {
      await player.clip(src, soundVolume);
      return 'clip';
    } catch {
      // The next one.
    }
  }
  try {
    player.beep(beepHz, soundVolume);
    return 'beep';
  } catch {
    return 'none';
  }
}

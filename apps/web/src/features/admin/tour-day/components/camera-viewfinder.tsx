import type QrScanner from 'qr-scanner';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../../ui/spinner.tsx';
import { cameraProblem } from '../lib/camera-problem.ts';
import { loadQrScanner } from '../lib/qr-scanner.ts';

type CameraViewfinderProps = {
  /** A QR code was read (the same code is read again and again while it stays in view). */
  onCode: (code: string) => void;
  /** The camera could not be started: why, in words for staff. */
  onFailed: (problem: string) => void;
};

/**
 * The back camera's picture, reading ticket after ticket while it is shown. The reader is fetched when
 * it first opens, and the camera is let go when it closes or the page is left.
 */
export function CameraViewfinder({ onCode, onFailed }: CameraViewfinderProps) {
  const [started, setStarted] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onCode, onFailed });
  handlers.current = { onCode, onFailed };

  useEffect(() => {
    let cancelled = false;
    let scanner: QrScanner | undefined;
    const start = async () => {
      const Scanner = await loadQrScanner();
      const video = videoRef.current;
      if (cancelled || !video) return;
      scanner = new Scanner(video, (result) => handlers.current.onCode(result.data), {
        returnDetailedScanResult: true,
        preferredCamera: 'environment',
        maxScansPerSecond: 10,
        highlightScanRegion: true,
        ...(overlayRef.current ? { overlay: overlayRef.current } : {}),
        // A frame without a code in it is the normal case, not an error.
        onDecodeError: () => {},
      });
      try {
        await scanner.start();
        if (!cancelled) setStarted(true);
      } catch {
        scanner.destroy();
        scanner = undefined;
        const problem = await cameraProblem(Scanner);
        if (!cancelled) handlers.current.onFailed(problem);
      }
    };
    start().catch(() => {
      if (!cancelled)
        handlers.current.onFailed('The scanner could not be loaded. Check the connection and try again.');
    });
    return () => {
      cancelled = true;
      scanner?.destroy();
    };
  }, []);

  return (
    <div className="mt-3">
      <div className="relative aspect-[4/3] w-full max-w-sm overflow-hidden rounded-xl bg-ink-900">
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label="Camera picture"
          className="size-full object-cover"
        />
        <div ref={overlayRef} aria-hidden className="rounded-xl border-4 border-white/85" />
        {!started && (
          <p
            role="status"
            className="absolute inset-0 flex items-center justify-center gap-2 text-sm font-semibold text-white"
          >
            <Spinner className="size-5" />
            Starting the camera…
          </p>
        )}
      </div>
      {started && (
        <p role="status" className="mt-2 text-sm text-ink-600">
          Hold the ticket&apos;s QR code inside the frame.
        </p>
      )}
    </div>
  );
}

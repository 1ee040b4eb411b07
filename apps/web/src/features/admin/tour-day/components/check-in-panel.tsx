import { Camera, CameraOff } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '../../../../ui/alert.tsx';
import { Button } from '../../../../ui/button.tsx';
import { cn } from '../../../../ui/cn.ts';
import { useCheckIn } from '../api/check-in.ts';
import {
  type CheckInBanner as Banner,
  checkInBanner,
  noCodeBanner,
  refusalBanner,
} from '../lib/check-in-banner.ts';
import { readQrFromImage } from '../lib/qr-scanner.ts';
import { CameraViewfinder } from './camera-viewfinder.tsx';
import { CheckInBanner } from './check-in-banner.tsx';
import { PhotoScanButton } from './photo-scan-button.tsx';
import { ReferenceForm } from './reference-form.tsx';

type CheckInPanelProps = {
  departureId: string;
  /** The operator's zone and its abbreviation ("JST"): times in the results are read there. */
  timezone: string;
  zoneAbbreviation: string;
  className?: string;
};

/** The camera reads a code many times a second: the same code is sent again only after this pause. */
const rescanAfterMs = 4_000;

/**
 * Checking travellers in at the meeting point: the camera reading ticket after ticket, a photo of a
 * ticket, or a reference typed by hand. Each answer shows in a banner (green, amber or red) until the
 * next; the manifest below follows.
 */
export function CheckInPanel({ departureId, timezone, zoneAbbreviation, className }: CheckInPanelProps) {
  const checkIn = useCheckIn(departureId);
  const [shown, setShown] = useState<{ banner: Banner; id: number } | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [cameraProblem, setCameraProblem] = useState<string | null>(null);
  const [readingPhoto, setReadingPhoto] = useState(false);
  const shownCount = useRef(0);
  const busy = useRef(false);
  const lastScan = useRef<{ code: string; at: number } | null>(null);

  // Each result is a new banner (a new element), so a screen reader announces it even when it says
  // the same as the last one.
  const show = (banner: Banner) => {
    shownCount.current += 1;
    setShown({ banner, id: shownCount.current });
  };

  const submit = async (code: string) => {
    busy.current = true;
    try {
      show(checkInBanner(await checkIn.mutateAsync(code), timezone));
      return true;
    } catch (error) {
      show(refusalBanner(error, zoneAbbreviation));
      return false;
    } finally {
      busy.current = false;
    }
  };

  const onCameraCode = (code: string) => {
    const now = Date.now();
    const last = lastScan.current;
    if (busy.current || (last?.code === code && now - last.at < rescanAfterMs)) return;
    lastScan.current = { code, at: now };
    void submit(code);
  };

  const onPhoto = async (file: File) => {
    setReadingPhoto(true);
    try {
      const code = await readQrFromImage(file);
      if (code) await submit(code);
      else show(noCodeBanner);
    } finally {
      setReadingPhoto(false);
    }
  };

  return (
    <section
      aria-labelledby="check-in-heading"
      className={cn('rounded-2xl border border-sand-200 bg-white p-4 sm:p-6 print:hidden', className)}
    >
      <h2 id="check-in-heading" className="text-lg font-bold text-ink-900">
        Check in
      </h2>
      <p className="mt-0.5 text-sm text-ink-600">
        Scan the QR code on the traveller&apos;s ticket, or type the booking reference.
      </p>
      <div className="mt-4 grid gap-x-8 gap-y-5 lg:grid-cols-2">
        <div>
          <div className="flex flex-wrap gap-2">
            {cameraOpen ? (
              <Button variant="outline" onClick={() => setCameraOpen(false)}>
                <CameraOff aria-hidden />
                Stop camera
              </Button>
            ) : (
              <Button
                onClick={() => {
                  setCameraProblem(null);
                  lastScan.current = null;
                  setCameraOpen(true);
                }}
              >
                <Camera aria-hidden />
                Scan with camera
              </Button>
            )}
            <PhotoScanButton onPhoto={(file) => void onPhoto(file)} reading={readingPhoto} />
          </div>
          {cameraOpen && (
            <CameraViewfinder
              onCode={onCameraCode}
              onFailed={(problem) => {
                setCameraOpen(false);
                setCameraProblem(problem);
              }}
            />
          )}
          {cameraProblem && (
            <Alert tone="warning" title="The camera is not available" className="mt-3">
              {cameraProblem}
            </Alert>
          )}
        </div>
        <ReferenceForm onSubmit={submit} pending={checkIn.isPending} />
      </div>
      {shown && <CheckInBanner key={shown.id} banner={shown.banner} className="mt-5" />}
    </section>
  );
}

import { ImageUp } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { Button } from '../../../../ui/button.tsx';

type PhotoScanButtonProps = {
  /** A photo was chosen (the same photo may be chosen again). */
  onPhoto: (file: File) => void;
  reading: boolean;
};

/**
 * "Scan a photo of the ticket": a picture the traveller sent, or one taken with the phone's own camera
 * app when the page may not use the camera. The file input behind the button is hidden; the button
 * opens it.
 */
export function PhotoScanButton({ onPhoto, reading }: PhotoScanButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) onPhoto(chosen);
  };
  return (
    <>
      <Button variant="outline" loading={reading} onClick={() => input.current?.click()}>
        {!reading && <ImageUp aria-hidden />}
        {reading ? 'Reading the photo…' : 'Scan a photo of the ticket'}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        name="ticket-photo"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={onChange}
      />
    </>
  );
}

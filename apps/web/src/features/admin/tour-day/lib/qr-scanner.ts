/**
 * The QR reader, fetched only when a staff member opens the scanner or picks a photo: the console's pages
 * (and the dashboard) load without it. Its decoding worker is fetched by the library when first needed.
 */
export async function loadQrScanner() {
  const module = await import('qr-scanner');
  return module.default;
}

/** The text of the first QR code in a photo of a ticket, or null when none can be read. */
export async function readQrFromImage(file: File): Promise<string | null> {
  const QrScanner = await loadQrScanner();
  try {
    const result = await QrScanner.scanImage(file, { returnDetailedScanResult: true });
    return result.data.trim() || null;
  } catch {
    return null;
  }
}

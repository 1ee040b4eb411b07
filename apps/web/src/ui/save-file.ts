/**
 * Hands a file made or fetched in the page to the browser's downloads, as a link with `download` would:
 * through a short-lived object URL.
 */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns: the URL stays valid a moment longer.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

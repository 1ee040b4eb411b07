import type QrScanner from 'qr-scanner';

/**
 * Why the camera could not be started, in words for staff with the way around it. The library says
 * "Camera not found." whatever went wrong, so the browser is asked: a page that is not secure, a
 * permission refused, no camera at all, or (else) a camera busy or a prompt left unanswered.
 */
export async function cameraProblem(scanner: typeof QrScanner): Promise<string> {
  const instead = 'Scan a photo of the ticket or type its reference instead.';
  if (!window.isSecureContext || !navigator.mediaDevices) {
    return `The camera only works when the console is opened over https. ${instead}`;
  }
  try {
    const permission = await navigator.permissions?.query({ name: 'camera' as PermissionName });
    if (permission?.state === 'denied') {
      return `Camera access is blocked for this site. Allow the camera in the browser's site settings and try again, or ${instead.charAt(0).toLowerCase()}${instead.slice(1)}`;
    }
  } catch {
    // Browsers that cannot be asked about the camera's permission: the other checks still tell.
  }
  if (!(await scanner.hasCamera())) return `No camera was found on this device. ${instead}`;
  return `The camera could not be started. Allow it when the browser asks, and close other apps that use it, then try again. ${instead}`;
}

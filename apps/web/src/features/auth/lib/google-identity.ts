const scriptUrl = 'https://accounts.google.com/gsi/client';

type GoogleIdentity = NonNullable<Window['google']>;

let pending: Promise<GoogleIdentity> | null = null;

/**
 * Loads Google Identity Services once, on demand: only the sign-in pages need it, and only when the
 * server has a Google client id. A failed load can be tried again.
 */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google?.accounts?.id) return Promise.resolve(window.google);
  pending ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      if (window.google?.accounts?.id) resolve(window.google);
      else fail(new Error('Google sign-in did not start'));
    };
    script.onerror = () => fail(new Error('Google sign-in could not be loaded'));
    const fail = (error: Error) => {
      script.remove();
      pending = null;
      reject(error);
    };
    document.head.append(script);
  });
  return pending;
}

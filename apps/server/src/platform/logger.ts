import pino, { type DestinationStream } from 'pino';

/**
 * Addresses that carry a secret in their path: a password reset link (the API call and the page) and the
 * pages of the e-mail links. Whoever reads the logs must not be able to follow them.
 */
const secretPaths = /\/(auth\/resetpassword|reset-password|verify-email|email-change\/undo)\/[^/?#]+/g;

export function redactUrl(url: string): string {
  return url.replace(secretPaths, '/$1/[redacted]');
}

type LoggedRequest = { method?: string; url?: string; id?: string; ip?: string; hostname?: string };

/**
 * The server's logger: JSON lines (pretty on a terminal), and each request logged with its address
 * redacted (`redactUrl`).
 */
export function createLogger(level: string, destination?: DestinationStream) {
  const options = {
    level,
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: request.url === undefined ? undefined : redactUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
      }),
    },
  };
  if (destination) return pino(options, destination);
  return pino({
    ...options,
    ...(process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  });
}

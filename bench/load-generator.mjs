// The load generator runs in its own process, so it never competes with the server's event loop.
// Input: one JSON argument { url, connections, duration?, amount?, paths, headers? }. Output: one JSON line.
// A path is a string (a GET) or an autocannon request { method, path, headers?, body? }.
import autocannon from 'autocannon';

const { url, connections, duration, amount, paths, headers } = JSON.parse(process.argv[2]);
const result = await autocannon({
  url,
  connections,
  ...(amount ? { amount } : { duration }),
  ...(headers ? { headers } : {}),
  requests: paths.map((path) => (typeof path === 'string' ? { method: 'GET', path } : path)),
});
process.stdout.write(
  `${JSON.stringify({
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  })}\n`,
);

// The load generator runs in its own process, so it never competes with the server's event loop.
// Input: one JSON argument { url, connections, duration?, amount?, paths }. Output: one JSON line.
import autocannon from 'autocannon';

const { url, connections, duration, amount, paths } = JSON.parse(process.argv[2]);
const result = await autocannon({
  url,
  connections,
  ...(amount ? { amount } : { duration }),
  requests: paths.map((path) => ({ method: 'GET', path })),
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

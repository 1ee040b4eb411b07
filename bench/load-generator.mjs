// The load generator runs in its own process, so it never competes with the server's event loop.
// Input: one JSON argument { url, connections, duration?, amount?, paths, headers?, expect?, stagger? }.
// Output: one JSON line. A path is a string (a GET) or an autocannon request { method, path, headers?,
// body? }; each connection goes through `paths` in order, all starting at the first unless `stagger` is
// set: then connection i starts at paths[i % paths.length], so concurrent requests are spread over the
// list (different users, different targets) instead of marching through it together.
// `errors` counts failed requests plus answers other than 2xx, or other than `expect` when it is given
// (e.g. 304 for conditional GETs); `statuses` counts the answers by status code; `seconds` is the run's
// measured length.
import autocannon from 'autocannon';

const { url, connections, duration, amount, paths, headers, expect, stagger } = JSON.parse(process.argv[2]);
const requests = paths.map((path) => (typeof path === 'string' ? { method: 'GET', path } : path));
let clients = 0;
const result = await autocannon({
  url,
  connections,
  ...(amount ? { amount } : { duration }),
  ...(headers ? { headers } : {}),
  requests,
  ...(stagger
    ? {
        setupClient: (client) => {
          const first = clients++ % requests.length;
          client.setRequests([...requests.slice(first), ...requests.slice(0, first)]);
        },
      }
    : {}),
});
const statuses = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
);
const answered = Object.values(statuses).reduce((sum, count) => sum + count, 0);
const unexpected = expect ? answered - (statuses[expect] ?? 0) : result.non2xx;
process.stdout.write(
  `${JSON.stringify({
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + unexpected,
    total: result.requests.total,
    statuses,
    bytesPerSec: Math.round(result.throughput.average),
    p90: result.latency.p90,
    max: result.latency.max,
    timeouts: result.timeouts,
    seconds: result.duration,
  })}\n`,
);

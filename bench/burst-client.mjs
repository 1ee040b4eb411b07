// Fires a burst of HTTP requests at the same moment, from its own process (so it never shares the
// server's event loop), and times each one. Driven over the IPC channel of a parent that spawned it:
// 1. parent -> { url, requests, warmPath? }, a request being { method, path, headers?, body? };
// 2. it opens one keep-alive socket per request (`warmPath`, default /api/health, asked by all of them at
//    once) and answers { warm: true, sockets };
// 3. parent -> 'go': every request is sent in the same tick over those sockets; it answers
//    { sockets, socketsOpenedDuringBurst, wallMs, answers } and exits. An answer is { status, ms, body? }
//    (the body only for answers other than 201, cut to 300 characters); status 0 means the request
//    failed (its error message is the body).
import http from 'node:http';

const message = (expected) =>
  new Promise((resolve) => process.once('message', (value) => resolve(expected ?? value)));
const { url, requests, warmPath = '/api/health' } = await message();
const target = new URL(url);

const agent = new http.Agent({
  keepAlive: true,
  maxSockets: requests.length,
  maxFreeSockets: requests.length,
  timeout: 120_000,
});
let opened = 0;
const createConnection = agent.createConnection.bind(agent);
agent.createConnection = (...args) => {
  opened++;
  return createConnection(...args);
};

function send({ method, path, headers = {}, body }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method,
        path,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const ms = performance.now() - started;
          const status = response.statusCode ?? 0;
          resolve(
            status === 201
              ? { status, ms }
              : { status, ms, body: Buffer.concat(chunks).toString().slice(0, 300) },
          );
        });
      },
    );
    request.on('error', (error) =>
      resolve({ status: 0, ms: performance.now() - started, body: error.message }),
    );
    request.end(body);
  });
}

// One socket per request, connected and used once, before anything is measured.
const warm = await Promise.all(requests.map(() => send({ method: 'GET', path: warmPath })));
const notWarm = warm.filter((answer) => answer.status !== 200);
if (notWarm.length > 0)
  throw new Error(`warm-up: ${notWarm.length} answers other than 200: ${notWarm[0].body}`);
const sockets = Object.values(agent.freeSockets).reduce((sum, list) => sum + (list?.length ?? 0), 0);
process.send({ warm: true, sockets });
await message('go');

const openedBefore = opened;
const started = performance.now();
const answers = await Promise.all(requests.map(send));
const wallMs = performance.now() - started;
agent.destroy();
process.send({ sockets, socketsOpenedDuringBurst: opened - openedBefore, wallMs, answers }, () =>
  process.disconnect(),
);

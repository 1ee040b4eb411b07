// npm run bench:uploads -w @tabi/bench (or `npx tsx bench/uploads.ts` from the root): the upload pipeline.
// - POST /api/upload of 20 different 12-megapixel JPEGs, one at a time: accept + re-encode to WebP;
// - the server process's memory (RSS) during 10 parallel uploads of ~8 MB JPEGs (just under the limit);
// - GET /uploads/<id>.webp throughput, plain and revalidated with If-None-Match (304).
// The server is the production bundle (built here with esbuild into bench/.data-uploads/server, the same
// options as apps/server/build.mjs) running in its own process on its own embedded PostgreSQL, so its RSS
// can be read from /proc; autocannon runs in a third process. Figures are printed, never asserted.
import { type ChildProcess, execFile } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { limits } from '@tabi/contracts';
import { build } from 'esbuild';
import sharp from 'sharp';
import { sleep, startServerProcess, stopServerProcess } from './server-process.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const serverRoot = path.join(root, 'apps/server');
const dataDir = path.join(here, '.data-uploads');
const serverDir = path.join(dataDir, 'server');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const sequentialUploads = 20;
const parallelUploads = 10;
const getConnections = 20;
/** Just under `limits.uploadMaxBytes`: room for nothing else, as a phone's largest photo would be. */
const largeFileBytes = limits.uploadMaxBytes - 4 * 1024;

// ---------------------------------------------------------------------------------------------------
// Fixtures: photo-like JPEGs (smooth colour fields, shapes, sensor grain), each one different.

/** A deterministic xorshift generator, so every run uploads the same pictures. */
function random(seed: number) {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** Raw RGB: a smooth colour field (sky, walls), mid-frequency texture (foliage) and fine grain. */
async function scene(width: number, height: number, grain: number, seed: number): Promise<Buffer> {
  const noiseField = async (w: number, h: number) => {
    const coarse = randomFillSync(Buffer.alloc(w * h * 3));
    return sharp(coarse, { raw: { width: w, height: h, channels: 3 } })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
  };
  const next = random(seed);
  const base = await noiseField(24, 18);
  const texture = await noiseField(Math.round(width / 8), Math.round(height / 8));
  const fine = randomFillSync(Buffer.alloc(width * height * 3));
  const shift = Math.round(next() * 40) - 20;
  for (let i = 0; i < base.length; i++) {
    const value = base[i]! + shift + (texture[i]! - 128) * 0.25 + ((fine[i]! - 128) * grain) / 256;
    base[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  return base;
}

/** Translucent circles and rotated rectangles: what makes each picture (and its hash) its own. */
function shapes(width: number, height: number, seed: number): Buffer {
  const next = random(seed);
  const items: string[] = [];
  for (let i = 0; i < 30; i++) {
    const x = Math.round(next() * width);
    const y = Math.round(next() * height);
    const size = Math.round(40 + next() * (width / 8));
    const fill = `rgb(${[0, 0, 0].map(() => Math.floor(next() * 256)).join(',')})`;
    items.push(
      next() < 0.5
        ? `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" fill-opacity="0.55"/>`
        : `<rect x="${x}" y="${y}" width="${size * 2}" height="${size}" fill="${fill}" fill-opacity="0.55" transform="rotate(${Math.round(next() * 90)} ${x} ${y})"/>`,
    );
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${items.join('')}</svg>`,
  );
}

/** Different JPEGs of `width`×`height` (by index), cut from one larger grainy scene at different offsets. */
async function photoMaker(width: number, height: number, grain: number) {
  const margin = { x: Math.round(width / 10), y: Math.round(height / 10) };
  const sceneSize = { width: width + margin.x, height: height + margin.y };
  const raw = await scene(sceneSize.width, sceneSize.height, grain, width);
  return (index: number, quality: number) => {
    const next = random(width * 1000 + index + 1);
    return sharp(raw, { raw: { ...sceneSize, channels: 3 } })
      .extract({ left: Math.floor(next() * margin.x), top: Math.floor(next() * margin.y), width, height })
      .composite([{ input: shapes(width, height, width + index) }])
      .jpeg({ quality })
      .toBuffer();
  };
}

/** `count` 12 MP photos at quality 90, as a camera or phone saves them (~3-6 MB). */
async function twelveMegapixelPhotos(count: number): Promise<Buffer[]> {
  const photo = await photoMaker(4000, 3000, 40);
  const files: Buffer[] = [];
  for (let i = 0; i < count; i++) files.push(await photo(i, 90));
  return files;
}

/** `count` 24 MP photos at the highest quality that stays under `size`, then padded up to it. */
async function largePhotos(count: number, size: number): Promise<{ files: Buffer[]; qualities: number[] }> {
  const photo = await photoMaker(6000, 4000, 24);
  const files: Buffer[] = [];
  const qualities: number[] = [];
  const ladder = [95, 94, 93, 92, 91, 90, 88, 85, 80, 70];
  for (let i = 0; i < count; i++) {
    // The pictures are alike: start from the quality that fitted the one before.
    for (const quality of ladder.slice(ladder.indexOf(qualities.at(-1) ?? ladder[0]!))) {
      const file = await photo(i, quality);
      if (file.length > size) continue;
      files.push(padJpeg(file, size));
      qualities.push(quality);
      break;
    }
    if (files.length !== i + 1) throw new Error('could not fit a 24 MP JPEG under the upload limit');
  }
  return { files, qualities };
}

/** Pads a JPEG to exactly `size` bytes (within 3) with comment (COM) segments after SOI: still valid. */
function padJpeg(jpeg: Buffer, size: number): Buffer {
  const segments: Buffer[] = [];
  let missing = size - jpeg.length;
  while (missing >= 4) {
    const segment = Math.min(missing, 65_537);
    const bytes = Buffer.alloc(segment, 0x20);
    bytes[0] = 0xff;
    bytes[1] = 0xfe;
    bytes.writeUInt16BE(segment - 2, 2);
    segments.push(bytes);
    missing -= segment;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

// ---------------------------------------------------------------------------------------------------
// The server in its own process.

/** The production bundle of the current sources, beside its migrations (as `npm run build` lays it out). */
async function buildServer() {
  const pkg = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
  await build({
    entryPoints: [path.join(serverRoot, 'src/main.ts')],
    outfile: path.join(serverDir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@tabi/')),
    define: { __APP_VERSION__: JSON.stringify(pkg.version) },
    logLevel: 'warning',
  });
  cpSync(path.join(serverRoot, 'src/db/migrations'), path.join(serverDir, 'migrations'), { recursive: true });
}

/**
 * Preloaded into the server process: answers process.memoryUsage() over the IPC channel, so the RSS can
 * be split into the JS heap, Buffers (arrayBuffers) and the rest (native: libvips, malloc arenas, code).
 */
const memoryProbe = `data:text/javascript,${encodeURIComponent(
  "process.on('message', (m) => { if (m === 'memoryUsage') process.send(process.memoryUsage()); });",
)}`;

type Usage = NodeJS.MemoryUsage;

/** The server's own view of its memory, or undefined if it does not answer within 5 s. */
function memoryUsageOf(child: ChildProcess): Promise<Usage | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      resolve(undefined);
    }, 5000);
    const onMessage = (message: unknown) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message as Usage);
    };
    child.on('message', onMessage);
    child.send('memoryUsage');
  });
}

const startServer = () =>
  startServerProcess({
    args: ['--import', memoryProbe, path.join(serverDir, 'main.js')],
    cwd: root,
    dataDir,
    env: { SEED_DEMO: 'false', RATE_LIMIT_REGISTER: '1000' },
    ipc: true,
    readyWithinMs: 120_000,
  });

/** Pino's JSON lines grouped by level and message (with the error's message), one line per group. */
function summarizeLog(text: string): string[] {
  const groups = new Map<string, number>();
  for (const line of text.split('\n').filter((l) => l.trim())) {
    let key = line.slice(0, 200);
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
      key = `level ${entry.level} "${entry.msg}"${entry.err?.message ? `: ${entry.err.message}` : ''}`;
    } catch {}
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups].map(([key, count]) => `${count} × ${key}`);
}

/** VmRSS and VmHWM (peak RSS) of a process, in bytes. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kib('VmRSS') * 1024, hwm: kib('VmHWM') * 1024 };
}

/** Resets the process's VmHWM to its current RSS (Linux: 5 > /proc/<pid>/clear_refs). */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------
// Clients.

async function register(base: string, n: number): Promise<string> {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Bench Uploader ${n}`,
      email: `uploader${n}@example.com`,
      password: 'bench password 123',
    }),
  });
  if (response.status !== 201) throw new Error(`registration failed: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

type Upload = { status: number; ms: number; url?: string; body?: string };

async function upload(base: string, token: string, file: Buffer, name: string): Promise<Upload> {
  const form = new FormData();
  form.append('image', new Blob([file], { type: 'image/jpeg' }), name);
  const started = performance.now();
  const response = await fetch(`${base}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) return { status: response.status, ms, body: text.slice(0, 300) };
  const answer = JSON.parse(text) as { success: boolean; url: string };
  return { status: response.status, ms, url: answer.url };
}

type Loaded = {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
  statuses: Record<string, number>;
  bytesPerSec: number;
};

async function load(
  base: string,
  paths: (string | { method: string; path: string; headers?: Record<string, string> })[],
  expect?: number,
): Promise<Loaded> {
  const input = JSON.stringify({ url: base, connections: getConnections, duration, paths, expect });
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(here, 'load-generator.mjs'), input],
    { maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout) as Loaded;
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const mb = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));
const ms1 = (ms: number) => Number(ms.toFixed(1));

// ---------------------------------------------------------------------------------------------------

async function main() {
  const started = performance.now();
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });

  console.log('Generating fixtures ...');
  const twelve = await twelveMegapixelPhotos(sequentialUploads);
  const large = await largePhotos(parallelUploads, largeFileBytes);
  const twelveSizes = twelve.map((file) => file.length).sort((a, b) => a - b);
  await sharp(large.files[0]!, { failOn: 'error' }).resize(64).toBuffer(); // still a decodable JPEG
  console.log(
    `  ${twelve.length} × 4000×3000 JPEG q90: ${mb(twelveSizes[0]!)}-${mb(twelveSizes.at(-1)!)} MiB; ` +
      `${large.files.length} × 6000×4000 JPEG q${Math.min(...large.qualities)}-${Math.max(...large.qualities)} padded to ${largeFileBytes} bytes ` +
      `(limit ${limits.uploadMaxBytes}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  await buildServer();
  const server = await startServer();
  const pid = server.child.pid!;
  try {
    // One traveller per parallel upload: a user's own pictures are encoded one at a time (issue 23).
    const burstTokens: string[] = [];
    for (let n = 0; n < parallelUploads; n++) burstTokens.push(await register(server.base, 10 + n));
    const sequentialToken = await register(server.base, 2);

    // 1. Memory: idle first (a fresh process, nothing uploaded yet), then 10 parallel ~8 MB uploads.
    await sleep(2000);
    const idleSamples: number[] = [];
    for (let i = 0; i < 5; i++) {
      idleSamples.push(memoryOf(pid).rss);
      await sleep(100);
    }
    const idleRss = idleSamples.sort((a, b) => a - b)[2]!;
    const usage: [string, Usage | undefined][] = [
      ['idle, before any upload', await memoryUsageOf(server.child)],
    ];
    const peakReset = resetPeak(pid);
    let sampledPeak = 0;
    let samples = 0;
    const sampler = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, memoryOf(pid).rss);
      samples++;
    }, 20);
    const burstStarted = performance.now();
    const burst = await Promise.all(
      large.files.map((file, i) => upload(server.base, burstTokens[i]!, file, `large-${i}.jpg`)),
    );
    const burstMs = performance.now() - burstStarted;
    clearInterval(sampler);
    const afterBurst = memoryOf(pid);
    const peakRss = peakReset ? Math.max(afterBurst.hwm, sampledPeak) : sampledPeak;
    usage.push(['as the burst ends', await memoryUsageOf(server.child)]);
    await sleep(3000);
    const settledRss = memoryOf(pid).rss;
    usage.push(['3 s after the burst', await memoryUsageOf(server.child)]);
    const burstStatuses = burst.map((answer) => answer.status);
    const burstOk = burstStatuses.filter((status) => status === 200).length;
    for (const failed of burst.filter((answer) => answer.status !== 200))
      console.log(`  parallel upload answered ${failed.status}: ${failed.body}`);
    const memory = {
      files: parallelUploads,
      fileBytes: largeFileBytes,
      pixels: '6000x4000',
      idleRssMiB: mb(idleRss),
      peakRssMiB: mb(peakRss),
      growthMiB: mb(peakRss - idleRss),
      sampledPeakRssMiB: mb(sampledPeak),
      samples,
      peakFrom: peakReset ? 'VmHWM (reset before the burst) and 20 ms VmRSS samples' : '20 ms VmRSS samples',
      rss3sAfterMiB: mb(settledRss),
      wallMs: Math.round(burstMs),
      answered200: burstOk,
      statuses: burstStatuses,
    };
    console.log(
      `10 parallel uploads: ${burstOk}/${parallelUploads} answered 200 in ${memory.wallMs} ms; ` +
        `RSS idle ${memory.idleRssMiB} MiB, peak ${memory.peakRssMiB} MiB (+${memory.growthMiB}), ` +
        `3 s later ${memory.rss3sAfterMiB} MiB`,
    );

    // 2. One at a time: 20 different 12 MP JPEGs.
    const sequential: Upload[] = [];
    for (const [i, file] of twelve.entries()) {
      sequential.push(await upload(server.base, sequentialToken, file, `photo-${i}.jpg`));
    }
    for (const failed of sequential.filter((answer) => answer.status !== 200))
      console.log(`  upload answered ${failed.status}: ${failed.body}`);
    usage.push(['after the 20 sequential uploads', await memoryUsageOf(server.child)]);
    const timings = sequential.map((answer) => answer.ms).sort((a, b) => a - b);
    const single = {
      files: sequentialUploads,
      pixels: '4000x3000',
      meanFileMiB: mb(twelveSizes.reduce((sum, size) => sum + size, 0) / twelveSizes.length),
      answered200: sequential.filter((answer) => answer.status === 200).length,
      minMs: ms1(timings[0]!),
      p50Ms: ms1(percentile(timings, 50)),
      p90Ms: ms1(percentile(timings, 90)),
      maxMs: ms1(timings.at(-1)!),
      firstMs: ms1(sequential[0]!.ms),
      rssAfterMiB: mb(memoryOf(pid).rss),
      peakRssSinceBurstMiB: mb(memoryOf(pid).hwm),
    };
    console.log(
      `20 uploads one at a time: p50 ${single.p50Ms} ms, p90 ${single.p90Ms} ms, max ${single.maxMs} ms`,
    );

    // 3. Serving: GET /uploads/<id>.webp, plain and revalidated (the ETag is "<id>.webp").
    const urls = sequential.flatMap((answer) => (answer.url ? [answer.url] : []));
    if (urls.length === 0) throw new Error('no upload succeeded: nothing to GET');
    const probe = await fetch(`${server.base}${urls[0]}`);
    const probeBytes = (await probe.arrayBuffer()).byteLength;
    const etag = probe.headers.get('etag');
    const revalidated = await fetch(`${server.base}${urls[0]}`, {
      headers: { 'if-none-match': etag ?? '' },
    });
    const webpSizes = await Promise.all(
      urls.map(async (url) => (await (await fetch(`${server.base}${url}`)).arrayBuffer()).byteLength),
    );
    console.log(
      `GET ${urls[0]}: ${probe.status} ${probe.headers.get('content-type')} ${probeBytes} bytes, ` +
        `etag ${etag}; with If-None-Match: ${revalidated.status}`,
    );
    await load(server.base, ['/api/health'], undefined); // warm-up (JIT, connections)
    const plain = await load(server.base, urls);
    const conditional = await load(
      server.base,
      urls.map((url) => ({
        method: 'GET',
        path: url,
        headers: { 'if-none-match': `"${url.split('/').at(-1)}"` },
      })),
      304,
    );
    const serving = [
      { name: 'GET /uploads/<id>.webp (200, from the in-memory image cache after the first read)', ...plain },
      { name: 'GET /uploads/<id>.webp + If-None-Match (304)', ...conditional },
    ];
    const peakRssOverall = mb(memoryOf(pid).hwm);
    const finalRss = mb(memoryOf(pid).rss);
    usage.push(['after the GET runs', await memoryUsageOf(server.child)]);

    const exitCode = await stopServerProcess(server);
    const serverLog = summarizeLog(server.log.join(''));

    // ---------------------------------------------------------------------------------------------
    const cpus = os.cpus().length;
    const totalGiB = (os.totalmem() / 1024 ** 3).toFixed(0);
    console.log(
      `\nUpload pipeline: server in its own process (production bundle, embedded PostgreSQL), ${cpus} CPUs, ${totalGiB} GiB\n`,
    );
    console.log('| upload | files | answered 200 | p50 ms | p90 ms | max ms | wall ms |');
    console.log('|---|---|---|---|---|---|---|');
    console.log(
      `| 4000×3000 JPEG (${single.meanFileMiB} MiB avg), one at a time | ${single.files} | ${single.answered200} | ${single.p50Ms} | ${single.p90Ms} | ${single.maxMs} | ${Math.round(timings.reduce((s, t) => s + t, 0))} |`,
    );
    const burstTimes = burst.map((answer) => answer.ms).sort((a, b) => a - b);
    console.log(
      `| 6000×4000 JPEG (${mb(largeFileBytes)} MiB), 10 in parallel | ${parallelUploads} | ${burstOk} | ${ms1(percentile(burstTimes, 50))} | ${ms1(percentile(burstTimes, 90))} | ${ms1(burstTimes.at(-1)!)} | ${memory.wallMs} |`,
    );
    console.log('\n| server memory (RSS of the node process) | MiB |');
    console.log('|---|---|');
    console.log(`| idle, before any upload | ${memory.idleRssMiB} |`);
    console.log(
      `| peak during the 10 parallel 8 MB uploads (VmHWM; max of ${samples} samples at 20 ms: ${memory.sampledPeakRssMiB}) | ${memory.peakRssMiB} |`,
    );
    console.log(`| growth over idle | +${memory.growthMiB} |`);
    console.log(`| 3 s after the burst | ${memory.rss3sAfterMiB} |`);
    console.log(`| after the 20 sequential 12 MP uploads | ${single.rssAfterMiB} |`);
    console.log(`| at the end (after the GET runs); peak since the burst | ${finalRss}; ${peakRssOverall} |`);
    console.log(
      `\n| serving, ${getConnections} connections, ${duration} s | req/s | p50 ms | p99 ms | MB/s | errors |`,
    );
    console.log('|---|---|---|---|---|---|');
    for (const f of serving)
      console.log(
        `| ${f.name} | ${f.reqPerSec} | ${f.p50} | ${f.p99} | ${(f.bytesPerSec / 1e6).toFixed(1)} | ${f.errors} |`,
      );
    const sortedWebp = [...webpSizes].sort((a, b) => a - b);
    console.log(
      `\nStored WebPs (1600 px long side, q80): ${Math.round(sortedWebp[0]! / 1024)}-${Math.round(sortedWebp.at(-1)! / 1024)} KiB. ` +
        `Server stopped with code ${exitCode}; total bench time ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    );
    console.log(
      '\n| server memory by kind (process.memoryUsage()) | RSS | JS heap used | Buffers | native and other |',
    );
    console.log('|---|---|---|---|---|');
    for (const [moment, u] of usage) {
      if (!u) continue;
      const other = u.rss - u.heapTotal - u.external;
      console.log(`| ${moment} | ${mb(u.rss)} | ${mb(u.heapUsed)} | ${mb(u.arrayBuffers)} | ${mb(other)} |`);
    }
    if (serverLog.length > 0) {
      console.log('\nServer log (warn and above), by message:');
      for (const line of serverLog) console.log(`  ${line}`);
    }

    mkdirSync(path.join(here, 'results'), { recursive: true });
    writeFileSync(
      path.join(here, 'results', 'uploads-latest.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          machine: { cpus, totalGiB: Number(totalGiB), node: process.version },
          sequential: { ...single, timingsMs: sequential.map((answer) => ms1(answer.ms)) },
          parallel: { ...memory, timingsMs: burst.map((answer) => ms1(answer.ms)) },
          serving: serving.map((f) => ({ ...f, connections: getConnections, duration })),
          webpBytes: webpSizes,
          memoryAtEnd: { rssMiB: finalRss, peakSinceBurstMiB: peakRssOverall },
          memoryUsage: usage.map(([moment, u]) => ({ moment, ...u })),
          serverLog,
        },
        null,
        2,
      ),
    );
  } finally {
    await stopServerProcess(server);
    if (process.env.BENCH_KEEP_DATA !== 'true' && existsSync(dataDir))
      rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npm exec -- tsx bench/image-memory.ts` (not part of `npm test`): how much memory hostile photo uploads
 * add to the server.
 *
 * Starts the real server (adapters/main.ts) in a child process on a throw-away PGlite folder with the demo
 * data, signs in as the admin, and for each scenario fires 16 uploads at once to a listing's gallery, each
 * carrying one photo made here with sharp. The child's resident memory (VmRSS) is sampled every 10 ms and
 * its high-water mark (VmHWM, reset after start-up) read at the end; the figure is peak minus the baseline
 * taken after a warm-up upload. Linux only (/proc). A fresh server runs each scenario, so one scenario's leftovers do not hide another's.
 *
 * Options (environment): PARALLEL (16), IMAGE_PROCESSING_CONCURRENCY (the server's, default 2),
 * TARGET_MB (300: the run exits 1 when a scenario goes over), MALLOC_ARENA_MAX (passed to the server).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { startServer as start } from './start-server.js';
import { TestAuthenticatorApp } from '../test/support/admin-authenticator.js';

const PARALLEL = Number(process.env.PARALLEL ?? 16);
const TARGET_MB = Number(process.env.TARGET_MB ?? 300);
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench#Admin2026' };

const solid = (width: number, height: number, channels: 3 | 4) => sharp({ create: { width, height, channels, background: { r: 180, g: 120, b: 60, alpha: 0.8 } } });

/** Each scenario: a name, the photo every one of the parallel uploads carries, and what the server should answer. */
const scenarios: Array<{ name: string; make: () => Promise<Buffer>; expect: number }> = [
  { name: 'interlaced PNG 7000x7000 (the report: 143 KB, 380 MB each before)', make: () => solid(7000, 7000, 3).png({ progressive: true, compressionLevel: 9 }).toBuffer(), expect: 400 },
  { name: 'interlaced PNG 4000x4000 RGBA (just under the 16 MP progressive cap)', make: () => solid(4000, 4000, 4).png({ progressive: true, compressionLevel: 9 }).toBuffer(), expect: 201 },
  { name: 'progressive JPEG 4600x3450 (just under 16 MP)', make: () => solid(4600, 3450, 3).jpeg({ progressive: true }).toBuffer(), expect: 201 },
  { name: 'baseline JPEG 8160x6120 (50 MP phone full resolution, the cap)', make: () => solid(8160, 6120, 3).jpeg().toBuffer(), expect: 201 },
  { name: 'PNG 8160x6120 RGBA, not interlaced (50 MP)', make: () => solid(8160, 6120, 4).png({ compressionLevel: 9 }).toBuffer(), expect: 201 },
  { name: 'lossless WebP 8160x6120 (50 MP)', make: () => solid(8160, 6120, 3).webp({ lossless: true }).toBuffer(), expect: 201 },
];

const mb = (kb: number) => kb / 1024;
const status = (pid: number) => readFileSync(`/proc/${pid}/status`, 'utf8');
const field = (text: string, name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(text)![1]);

const startServer = () =>
  start({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, IMAGE_PROCESSING_CONCURRENCY: process.env.IMAGE_PROCESSING_CONCURRENCY ?? '2' }, 'image-memory');

async function upload(base: string, token: string, listingId: string, photo: Buffer): Promise<number> {
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(photo)], { type: 'application/octet-stream' }), 'photo');
  const res = await fetch(`${base}/api/v1/properties/${listingId}/gallery/bulk`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  await res.arrayBuffer();
  return res.status;
}

async function run(scenario: (typeof scenarios)[number]) {
  const photo = await scenario.make();
  const { child, base, stop } = await startServer();
  try {
    // The admin's two steps: the password, then a code from an authenticator set up on this first sign-in.
    const post = async (path: string, body: Record<string, unknown>) => {
      const res = await fetch(`${base}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, body: await res.json() };
    };
    const { token } = await new TestAuthenticatorApp().signIn(post, ADMIN);
    const list = await fetch(`${base}/api/v1/properties/list/admin`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ limit: 20 }) });
    const listings = ((await list.json()) as { data: Array<{ id: string }> }).data.map((p) => p.id);
    // Warm up: sharp loaded, one ordinary photo processed; then the baseline.
    await upload(base, token, listings[0]!, await solid(1600, 1200, 3).jpeg().toBuffer());
    await new Promise((r) => setTimeout(r, 300));
    // Reset the high-water mark (start-up, migrations and seeding peak higher than the idle server).
    writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
    const baseline = mb(field(status(child.pid!), 'VmRSS'));
    let sampledPeak = baseline;
    const sampler = setInterval(() => {
      try {
        sampledPeak = Math.max(sampledPeak, mb(field(status(child.pid!), 'VmRSS')));
      } catch {
        // the child is gone
      }
    }, 10);
    // A listing holds at most 20 photos: spread the uploads over the demo listings.
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => upload(base, token, listings[1 + (i % (listings.length - 1))]!, photo)));
    clearInterval(sampler);
    const peak = Math.max(sampledPeak, mb(field(status(child.pid!), 'VmHWM')));
    const stillServing = (await fetch(`${base}/api/v1/properties/list?city=patna`)).status;
    return { baseline, extra: peak - baseline, answers, stillServing, size: photo.length };
  } finally {
    await stop();
  }
}

let over = false;
console.log(`${PARALLEL} parallel uploads per scenario, IMAGE_PROCESSING_CONCURRENCY=${process.env.IMAGE_PROCESSING_CONCURRENCY ?? 2}, MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '(glibc default)'}\n`);
for (const scenario of scenarios) {
  const r = await run(scenario);
  const codes = [...new Set(r.answers)].join('/');
  const ok = r.answers.every((s) => s === scenario.expect) && r.stillServing === 200;
  if (r.extra > TARGET_MB || !ok) over = true;
  console.log(
    `${scenario.name}\n  file ${(r.size / 1024).toFixed(0)} KB, answers ${codes} (expected ${scenario.expect}), server still serving: ${r.stillServing === 200 ? 'yes' : r.stillServing}\n` +
      `  baseline ${r.baseline.toFixed(0)} MB, peak extra ${r.extra.toFixed(0)} MB ${r.extra > TARGET_MB ? `(OVER the ${TARGET_MB} MB target)` : `(target < ${TARGET_MB} MB)`}`,
  );
}
process.exit(over ? 1 : 0);

// What the benchmarks share: the API as its own process on a free port, sign-in, a big place, and an
// autocannon run that reports p50/p95/p99 from every response.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DbClient } from '@trapline/db/client';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import autocannon from 'autocannon';
import { freePort } from '@trapline/db/embedded-postgres';
import { splitUniqueId } from '@trapline/contracts/devices';

/** The API (server.ts, or `entry`, a file beside this one) as its own process on a free port. */
export async function startApi(databaseUrl: string, options: { entry?: string; env?: Record<string, string> } = {}) {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the API process there (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const api = spawn(process.execPath, [...profile, '--import', 'tsx', fileURLToPath(new URL(options.entry ?? '../src/server.ts', import.meta.url))], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      JWT_SECRET: 'b'.repeat(40),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // Up to two minutes: a busy shared machine has been seen to take more than 15 s to start it.
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i >= 1200 || api.exitCode !== null) throw new Error(`the API at ${base} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    /** The API process, for its memory (rssKb). */
    pid: api.pid!,
    async signIn(email: string, password: string): Promise<string> {
      const response = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      return ((await response.json()) as { token: string }).token;
    },
    async stop() {
      api.kill('SIGTERM');
      await new Promise((r) => api.once('exit', r));
    },
  };
}

export interface Measurement {
  requests: number;
  perSecond: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * Requests of `url` for `seconds` over `connections` connections; a GET unless `request` names a
 * method and a JSON body. `path`, when given, makes each request's path and query (say, a distinct
 * one each time, to measure answers no cache holds), and may add headers of its own. Requests take
 * gzip as a browser's do (set BENCH_GZIP=0 to ask for plain bodies).
 */
export async function measure(
  url: string,
  token: string,
  connections: number,
  seconds: number,
  request: { method: 'POST' | 'PATCH' | 'PUT'; body: unknown } | null = null,
  path?: () => string | { path: string; headers: Record<string, string> },
): Promise<Measurement> {
  const latencies: number[] = [];
  const headers = {
    authorization: `Bearer ${token}`,
    ...(process.env.BENCH_GZIP === '0' ? {} : { 'accept-encoding': 'gzip, deflate, br, zstd' }),
    ...(request ? { 'content-type': 'application/json' } : {}),
  };
  const options = {
    url,
    connections,
    duration: seconds,
    headers,
    ...(request ? { method: request.method, body: JSON.stringify(request.body) } : {}),
    ...(path
      ? {
          requests: [
            {
              setupRequest: (r: autocannon.Request) => {
                const next = path();
                return typeof next === 'string' ? { ...r, path: next } : { ...r, path: next.path, headers: { ...r.headers, ...next.headers } };
              },
            },
          ],
        }
      : {}),
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    errors: result.non2xx + result.errors,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    max: latencies.at(-1) ?? NaN,
  };
}

/** Resident memory of a process in KB, from /proc (Linux). */
export async function rssKb(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux; ticks of 10 ms). */
export async function cpuMs(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** The company admin every bench signs in as. */
export const BENCH_MANAGER = { email: 'manager@bench.test', password: 'Bench!2345' };

/** The pest-control company of a bench and its admin (BENCH_MANAGER). */
export async function benchCompany(db: DbClient) {
  const company = await db.company.create({ data: { name: 'Pest', email: 'p@example.test', address: 'x' } });
  const manager = await db.user.create({
    data: {
      email: BENCH_MANAGER.email,
      passwordHash: await hashPassword(BENCH_MANAGER.password),
      name: 'Ada',
      surname: 'Admin',
      role: 'COMPANY_ADMIN',
      companyId: company.id,
    },
  });
  return { company, manager };
}

/**
 * A big place of the company: `devices` devices, numbered A1, B1, … over the first `prefixes`
 * letters, of the given types in turn and, with `zones`, in that many zones in turn. With
 * `signals`, one device in 97 detects and four in five have sent a signal just now, as radio
 * devices of a plant in service do.
 */
export async function benchPlace(
  db: DbClient,
  companyId: number,
  options: { name: string; devices: number; prefixes: number; types: { name: string; isRadio?: boolean; color?: string }[]; zones?: number; signals?: boolean },
) {
  const place = await db.place.create({ data: { name: options.name, address: 'x', companyId } });
  const types = await Promise.all(options.types.map((type) => db.deviceType.create({ data: type })));
  const zones = await Promise.all(
    Array.from({ length: options.zones ?? 0 }, (_, i) => db.placeZone.create({ data: { placeId: place.id, name: `Zone ${i}` } })),
  );
  const letters = 'ABCDEFGH'.slice(0, options.prefixes);
  await db.device.createMany({
    data: Array.from({ length: options.devices }, (_, i) => {
      const uniqueId = `${letters[i % letters.length]}${Math.floor(i / letters.length) + 1}`;
      return {
        placeId: place.id,
        uniqueId,
        ...splitUniqueId(uniqueId),
        deviceTypeId: types[i % types.length]!.id,
        ...(zones.length ? { zoneId: zones[i % zones.length]!.id } : {}),
        ...(options.signals ? { detect: i % 97 === 0, lastSignalAt: i % 5 ? new Date() : null } : {}),
      };
    }),
  });
  return { place, types, zones };
}

/** The place the plan benches draw: 2,000 devices of three coloured types, with their signals. */
export const PLAN_PLACE = {
  name: 'Zakład – hala główna',
  devices: 2000,
  prefixes: 8,
  types: [
    { name: 'Rodent', color: '#1c7ed6' },
    { name: 'Bait', color: '#7048e8' },
    { name: 'Sensor', isRadio: true, color: '#2f9e44' },
  ],
  signals: true,
};

// Benchmark of the QR batch label sheet: a 500-code batch (the largest) drawn as the
// qr-batch-pdf job draws it, BENCH_RUNS times (default 8). Budget: 3 s per sheet.
//   pnpm bench:qr
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { renderQrLabels } from '@trapline/render/qr-labels';

const RUNS = Number(process.env.BENCH_RUNS ?? 8);
const BUDGET_MS = 3000;

// 500 codes as the API draws them: 12 characters of Crockford's base 32.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const codes = Array.from({ length: 500 }, () => [...randomBytes(12)].map((b) => ALPHABET[b & 31]).join(''));
const sheet = {
  lang: 'pl' as const,
  batchName: 'Magazyn główny – partia 1',
  companyName: 'Pest',
  productName: 'Trapline',
  webUrl: 'https://panel.trapline.example',
  codes,
};

const wall: number[] = [];
const cpu: number[] = [];
let bytes = 0;
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const pdf = await renderQrLabels(sheet);
  const used = process.cpuUsage(cpuStarted);
  wall.push(performance.now() - started);
  cpu.push((used.user + used.system) / 1000);
  bytes = pdf.length;
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const worst = Math.max(...wall);
console.log(
  `QR label sheet, ${codes.length} codes (${Math.ceil(codes.length / 21)} pages, ${(bytes / 1024).toFixed(0)} KB), ${RUNS} runs: ` +
    `median ${median(wall).toFixed(0)} ms (CPU ${median(cpu).toFixed(0)} ms), first ${wall[0]!.toFixed(0)} ms, worst ${worst.toFixed(0)} ms ` +
    `${worst < BUDGET_MS ? `ok (budget ${BUDGET_MS} ms)` : `OVER ${BUDGET_MS} ms`}`,
);
// Wall time on a shared machine says more about its load than about the render: CPU time does not.
console.log(`load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`);

// The whole test suite, in the order that fails fastest: lint, types, the panel's bundle budgets, every package's vitest
// suite (against real PostgreSQL and SMTP), then the browser tests. Stops at the first failing
// step and ends with one summary line: "N passed, M failed".
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const hasBrowserTests = existsSync(resolve(ROOT, 'e2e/package.json'));

interface Step {
  name: string;
  command: string[];
}

const steps: Step[] = [
  { name: 'lint', command: ['pnpm', 'lint'] },
  { name: 'typecheck', command: ['pnpm', 'typecheck'] },
  // The production build of the panel, held to its size budgets (apps/web/scripts/bundle-size.ts).
  { name: 'web bundle budgets', command: ['pnpm', '--filter', '@trapline/web', 'run', 'build'] },
  { name: 'tests', command: ['pnpm', 'test'] },
];
if (hasBrowserTests) {
  // The browser tests use the system Chromium when there is one (e2e/playwright.config.ts);
  // otherwise Playwright's own build, downloaded once.
  if (!existsSync(SYSTEM_CHROMIUM)) {
    steps.push({ name: 'browser', command: ['pnpm', '--filter', '@trapline/e2e', 'exec', 'playwright', 'install', 'chromium'] });
  }
  steps.push({ name: 'browser tests', command: ['pnpm', '--filter', '@trapline/e2e', 'run', 'test:e2e'] });
} else {
  console.log('\n── browser tests: skipped (no e2e/ folder)');
}

let passed = 0;
let failed = 0;
for (const step of steps) {
  console.log(`\n── ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(step.command[0]!, step.command.slice(1), {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed++;
    console.log(`── ${step.name}: passed in ${seconds} s`);
  } else {
    failed++;
    const why = result.error ? result.error.message : result.signal ? `signal ${result.signal}` : `exit code ${result.status}`;
    console.log(`── ${step.name}: FAILED (${why}) in ${seconds} s`);
    break;
  }
}
const notRun = steps.length - passed - failed;
if (notRun > 0) console.log(`\n${notRun} step(s) not run after the failure.`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

// The whole test suite, in the order that fails fastest: lint, types, unit and API tests
// (every package, against real PostgreSQL and MQTT), then the browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

interface Step {
  name: string;
  command: string[];
  cwd?: string;
  when?: () => boolean;
}

const steps: Step[] = [
  { name: 'lint', command: ['pnpm', 'lint'] },
  { name: 'typecheck', command: ['pnpm', 'typecheck'] },
  { name: 'tests', command: ['pnpm', 'test'] },
  { name: 'browser tests', command: ['./node_modules/.bin/playwright', 'test'], cwd: 'e2e', when: () => existsSync('e2e/package.json') },
];

let passed = 0;
let failed = 0;
for (const step of steps) {
  if (step.when && !step.when()) {
    console.log(`\n── ${step.name}: skipped (not present)`);
    continue;
  }
  console.log(`\n── ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(step.command[0]!, step.command.slice(1), { cwd: step.cwd, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed++;
    console.log(`── ${step.name}: passed in ${seconds} s`);
  } else {
    failed++;
    console.log(`── ${step.name}: FAILED in ${seconds} s`);
    break;
  }
}
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

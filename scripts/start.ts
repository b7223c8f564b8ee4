// ./trapline start: the whole stack from one command (see stack.ts for what it starts).
//
// The stack runs in its own session. Ctrl-C in a terminal signals every process of the
// foreground group at once, the embedded PostgreSQL included, while the services must stop
// before the database does. This process only forwards the signal and waits; should it die,
// the stack notices its IPC channel closing and stops as well.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const stack = spawn(process.execPath, [...process.execArgv, fileURLToPath(new URL('./stack.ts', import.meta.url))], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stack.kill('SIGTERM'));
stack.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

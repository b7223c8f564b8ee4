// Starts the whole product for the browser tests, as `./trapline start` does, on a fresh
// embedded database (its own data folder, wiped first) so every run sees the demo world.
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
await import('../scripts/start.ts');

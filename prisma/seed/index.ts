// pnpm db:seed — loads the demo world into DATABASE_URL (refuses a database that has data).
import { resolve } from 'node:path';
import { createPrisma } from '../src/client.ts';
import { demoFilesOnDisk, seedDemoWorld } from './demo-world.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set. (`./trapline start` seeds its embedded database by itself.)');
  process.exit(1);
}
const db = createPrisma(url);
try {
  if ((await db.company.count()) > 0) {
    console.log('The database already has data; the demo world is only loaded into an empty database.');
  } else {
    const started = Date.now();
    // The plans' images and the inspections' photos go where the API keeps uploaded files on disk
    // (DATA_DIR/files, from the repository's root); with S3 the demo world has neither.
    const files = process.env.S3_ENDPOINT ? undefined : demoFilesOnDisk(resolve(import.meta.dirname, '../..', process.env.DATA_DIR || '.data', 'files'));
    await seedDemoWorld(db, { log: (line) => console.log(`  ${line}`), ...(files ? { files } : {}) });
    console.log(`Demo world loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await db.$disconnect();
}

import { defineConfig } from 'vitest/config';
import { databaseTests } from '../../vitest.database.ts';

export default defineConfig({
  test: {
    ...databaseTests,
    // Each file gets its own database cloned from a migrated template, so files run in parallel.
    fileParallelism: true,
  },
});

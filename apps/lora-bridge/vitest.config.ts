import { defineConfig } from 'vitest/config';
import { databaseTests } from '../../vitest.database.ts';

export default defineConfig({
  test: {
    ...databaseTests,
    // One file at a time: the tests hold the bridge to its 1 s alert budget, which files racing
    // each other for two cores would measure instead.
    fileParallelism: false,
  },
});

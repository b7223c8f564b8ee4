import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 20_000,
    // One file at a time: the tests hold the bridge to its 1 s alert budget, which files racing
    // each other for two cores would measure instead.
    fileParallelism: false,
    hookTimeout: 60_000,
  },
});

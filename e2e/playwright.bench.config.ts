// The browser benchmarks: the e2e stack and browser, but files under bench/ and no retries.
import base from './playwright.config.ts';

export default { ...base, testDir: './bench', testMatch: /.*\.bench\.ts/, retries: 0, globalSetup: './wait-for-stack.ts' };

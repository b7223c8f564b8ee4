/**
 * What the test configurations of the packages whose tests talk to a real database share: test
 * files beside the code or under test/, one global setup that starts or finds PostgreSQL and
 * migrates a template database (test/global-setup.ts of each package), and room for a busy machine.
 */
export const databaseTests = {
  include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  globalSetup: ['./test/global-setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

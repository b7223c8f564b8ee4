// Starts one PostgreSQL server for the run and a migrated template database; each test file
// clones its own database from the template (see helpers.ts), so files never share state.
export { setupTestDatabases as default } from '@trapline/db/test-database';

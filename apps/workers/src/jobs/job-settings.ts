// What scheduled handlers need of the workers' configuration: set once by startWorkers (the
// tests pass their own values straight to the functions the handlers call).
export const jobSettings = {
  /** The panel's public address, for links in e-mails. */
  webUrl: 'http://localhost:3000',
  /** The zone "today" is read in (SCHEDULE_TIME_ZONE). */
  timeZone: 'Europe/Warsaw',
};

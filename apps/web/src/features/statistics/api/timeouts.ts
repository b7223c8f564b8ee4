/** Spec 3, section 9: the statistics and exports may take long on the old service; ours answer sooner. */
export const STATISTICS_TIMEOUT_MS = 240_000;

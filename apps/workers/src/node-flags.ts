/**
 * Node options the workers process runs with (`./trapline start`, docker-compose.yml and the
 * export and report benchmarks start it so). A report or an export allocates in bursts, and V8 then
 * grows the young generation up to three 16 MB spaces, which stay resident: some 40 MB of the 300 MB
 * the worker may take. At 4 MB per space the same statistics export peaked 35 to 50 MB lower, as
 * fast. `--expose-gc` lets the job engine collect a large job's garbage when it ends
 * (engine/memory.ts).
 */
export const WORKERS_NODE_FLAGS = ['--max-semi-space-size=4', '--expose-gc'];

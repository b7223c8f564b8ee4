/** Reads until `done` holds, every `step` ms; throws with the last value read after `ms`. */
export async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, ms = 5000, step = 20): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - start > ms) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, step));
  }
}

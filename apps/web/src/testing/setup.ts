// Mantine reads these browser APIs; happy-dom lacks them.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Unit tests never reach a server: a test that needs an answer stubs fetch (vi.stubGlobal) or seeds
// the query cache. An unstubbed request fails at once, naming its address, instead of trying the
// network and leaving a connection error in the output of a later test.
globalThis.fetch = ((input: RequestInfo | URL) =>
  Promise.reject(new TypeError(`Unit tests do not reach the network: ${input instanceof Request ? input.url : String(input)}`))) as typeof fetch;

// Web APIs jsdom lacks, for the client's component tests (no effect on Node test files).
if (typeof window !== 'undefined') {
  const { TextEncoder, TextDecoder } = require('node:util');
  if (!global.TextEncoder) global.TextEncoder = TextEncoder;
  if (!global.TextDecoder) global.TextDecoder = TextDecoder;
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    });
  }
}

// findBy*/waitFor wait up to 10 s instead of 1 s: on a loaded two-core CI machine a mocked answer can take
// longer than a second to render, and the tests assert what appears, not how fast.
if (typeof window !== 'undefined') {
  require('@testing-library/dom').configure({ asyncUtilTimeout: 10000 });
}

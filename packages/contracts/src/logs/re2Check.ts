/**
 * The browser's entry to the RE2 check. It is kept out of the package index so that a bundler can put
 * re2js (~45 KB gzipped) in its own chunk, loaded by `import()` only where a regex is typed.
 */
export { isValidRe2 } from './regex.ts';

import zlib from 'node:zlib';

/**
 * The settings of every `.br` and `.gz` twin the build writes, the web app's files (vite.config.ts) and the
 * prerendered pages (prerender/prerenderPublicPages.ts) alike: the highest, since each twin is made once here
 * and the server sends it as it is on every request.
 */
export const brotliTwinParams = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 };
export const gzipTwinOptions = { level: 9 };

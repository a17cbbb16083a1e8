import http from 'node:http';

/** One answer as the network carries it: the body's bytes before any decoding, and its encoding. */
export type CompressionRow = {
  what: string;
  path: string;
  /** The body's bytes without `Accept-Encoding`. */
  plainBytes: number;
  /** The body's bytes sent for `Accept-Encoding: br, gzip`. */
  sentBytes: number;
  /** `Content-Encoding` of that answer, `identity` when none. */
  encoding: string;
  vary: string;
};

/** The raw answer: node:http hands the body as sent (fetch would decode it and hide the figure). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; bytes: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            resolve({ status: res.statusCode ?? 0, bytes: body.length, headers: res.headers, body });
          });
          res.on('error', reject);
        })
        .on('error', reject);
    },
  );
}

async function row(base: string, what: string, path: string): Promise<CompressionRow> {
  const plain = await rawGet(`${base}${path}`, {});
  const sent = await rawGet(`${base}${path}`, { 'accept-encoding': 'br, gzip' });
  if (plain.status !== 200 || sent.status !== 200)
    throw new Error(`${path}: ${plain.status} / ${sent.status}`);
  return {
    what,
    path,
    plainBytes: plain.bytes,
    sentBytes: sent.bytes,
    encoding: String(sent.headers['content-encoding'] ?? 'identity'),
    vary: String(sent.headers.vary ?? '-'),
  };
}

/**
 * The compression row: the web app's entry script (named by index.html, so the build's hash does not
 * matter) and a JSON answer over 1 KB (the OpenAPI document), each asked for with and without
 * `Accept-Encoding: br, gzip`.
 */
export async function measureCompression(base: string): Promise<CompressionRow[]> {
  const html = (await rawGet(`${base}/`, {})).body.toString('utf8');
  const entry = /<script[^>]+src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error("index.html names no /assets/index-*.js: the build's entry moved");
  return [
    await row(base, 'web app entry script', entry),
    await row(base, 'JSON answer (OpenAPI document)', '/api/openapi.json'),
  ];
}

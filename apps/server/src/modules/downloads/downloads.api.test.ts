import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { HOST } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';

type Listed = {
  file: string;
  kind: string;
  subject: string;
  version: string;
  size: number;
  sha256: string;
  url: string;
};

function zipNames(data: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('downloads: templates and API descriptions with their size and checksum', () => {
  let ctx: TestContext;
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('lists every file without a session, and serves each with the size and SHA-256 it listed', async () => {
    const listed = (await get('/sub-api/v1/downloads')).json().data as Listed[];
    const files = listed.map((item) => item.file);
    expect(files).toEqual(
      expect.arrayContaining([
        'starter-extend.zip',
        'starter-integration.zip',
        'starter-journeys.zip',
        'app-source-schemas.zip',
        'openapi-workers-v1.json',
        'openapi-workers-v2.json',
        'graphql-schema-2026-11-24.graphql',
      ]),
    );
    expect(listed.some((item) => item.kind === 'wsdl')).toBe(true);
    // Starters first, API descriptions last.
    expect(listed[0]!.kind).toBe('starter');
    for (const item of listed) {
      const res = await get(item.url);
      expect(res.statusCode, item.file).toBe(200);
      expect(res.rawPayload.length, item.file).toBe(item.size);
      expect(createHash('sha256').update(res.rawPayload).digest('hex'), item.file).toBe(item.sha256);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${item.file}"`);
      expect(res.headers.etag).toBe(`"${item.sha256}"`);
    }
  });

  it('gives real contents: a starter source with its manifest, OpenAPI 3.1 with a tenant variable, a WSDL', async () => {
    const starter = await get('/sub-api/v1/downloads/starter-extend.zip');
    expect(await zipNames(starter.rawPayload)).toContain('manifest.json');
    expect(await zipNames((await get('/sub-api/v1/downloads/app-source-schemas.zip')).rawPayload)).toEqual(
      expect.arrayContaining(['manifest.schema.json', 'page.schema.json']),
    );
    const openapi = (await get('/sub-api/v1/downloads/openapi-workers-v1.json')).json();
    expect(openapi.openapi).toBe('3.1.0');
    expect(openapi.servers[0].url).toContain('/sandbox/{tenant}/api/');
    expect(openapi.servers[0].variables.tenant.default).toBeTruthy();
    const listed = (await get('/sub-api/v1/downloads')).json().data as Listed[];
    const wsdl = listed.find((item) => item.kind === 'wsdl')!;
    expect((await get(wsdl.url)).body).toContain('wsdl:definitions');
  });

  it('answers a repeat visit with 304, and a missing or malformed name with a clear error', async () => {
    const first = await get('/sub-api/v1/downloads/starter-extend.zip');
    const again = await get('/sub-api/v1/downloads/starter-extend.zip', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const missing = await get('/sub-api/v1/downloads/nothing.zip');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Download not found.');
    for (const name of ['..%2Fpackage.json', 'UPPER.zip', 'a%20b.zip'])
      expect((await get(`/sub-api/v1/downloads/${name}`)).statusCode, name).toBe(400);
    // '..' is the list's parent path to the router: never a file.
    expect((await get('/sub-api/v1/downloads/%2E%2E')).statusCode).toBe(404);
  });
});

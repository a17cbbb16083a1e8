import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatMessage } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMetadataUrl, downloadMetadata } from './samlMetadataFetch.ts';

const UNREACHABLE = formatMessage('saml.metadataUnreachable');

describe('checkMetadataUrl: https to public addresses only, checked after DNS', () => {
  const resolvesTo =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it.each([
    ['http://idp.example/m', /must use https/],
    ['https://user:pw@idp.example/m', /credentials/],
    ['not a url', /not a URL/],
  ])('refuses %s', async (url, message) => {
    await expect(checkMetadataUrl(url, resolvesTo('93.184.216.34'))).rejects.toThrow(message);
  });

  it.each([
    ['https://127.0.0.1/m'],
    ['https://[::1]/m'],
    ['https://0.0.0.0/m'],
    ['https://[::]/m'],
    ['https://169.254.169.254/latest'],
    ['https://192.0.2.2:8443/m'],
  ])('refuses %s with only "could not fetch the metadata"', async (url) => {
    await expect(checkMetadataUrl(url, resolvesTo('93.184.216.34'))).rejects.toMatchObject({
      statusCode: 400,
      message: UNREACHABLE,
    });
  });

  it('refuses a name that resolves to a private address, even beside a public one, and one that does not resolve, alike', async () => {
    const refusals = await Promise.all(
      [
        resolvesTo('93.184.216.34', '10.1.2.3'),
        resolvesTo('::ffff:127.0.0.1'),
        resolvesTo(),
        async () => {
          throw new Error('getaddrinfo ENOTFOUND idp.example');
        },
      ].map((resolve) =>
        checkMetadataUrl('https://idp.example/m', resolve).then(
          () => 'fetched',
          (error: Error) => error.message,
        ),
      ),
    );
    expect(refusals).toEqual(Array(4).fill(UNREACHABLE));
  });

  it('pins the address it checked', async () => {
    const target = await checkMetadataUrl('https://idp.example:8443/m?x=1', resolvesTo('93.184.216.34'));
    expect(target).toMatchObject({ address: '93.184.216.34', family: 4 });
    expect(target.url.href).toBe('https://idp.example:8443/m?x=1');
  });
});

describe('downloadMetadata: bounded in time and size, no redirects', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/ok') res.end('<EntityDescriptor/>');
      else if (req.url === '/big') res.end('x'.repeat(4096));
      else if (req.url === '/redirect') res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      else if (req.url === '/missing') res.writeHead(404).end();
      // '/slow' never answers.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  // The name is not resolved: the request goes to the pinned address whatever the host says.
  const target = (path: string) => ({
    url: new URL(`http://pinned.invalid:${port}${path}`),
    address: '127.0.0.1',
    family: 4 as const,
  });

  it('reads the document from the pinned address', async () => {
    expect(await downloadMetadata(target('/ok'), { client: http })).toBe('<EntityDescriptor/>');
  });

  it('drops a body larger than the cap', async () => {
    await expect(downloadMetadata(target('/big'), { client: http, maxBytes: 1024 })).rejects.toMatchObject({
      statusCode: 413,
    });
  });

  it('does not follow a redirect', async () => {
    await expect(downloadMetadata(target('/redirect'), { client: http })).rejects.toThrow(UNREACHABLE);
  });

  it('gives up after the timeout', async () => {
    await expect(downloadMetadata(target('/slow'), { client: http, timeoutMs: 200 })).rejects.toThrow(
      UNREACHABLE,
    );
  });

  it('answers an open port that does not speak TLS, a closed port and an error status alike', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = http.createServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const at = (where: number, path: string) => ({
      ...target(path),
      url: new URL(`https://pinned.invalid:${where}${path}`),
    });
    const answers = await Promise.all([
      // https to the plain-http server: a TLS failure on an open port.
      downloadMetadata(at(port, '/ok')).catch((error: Error) => error.message),
      downloadMetadata(at(closed, '/ok')).catch((error: Error) => error.message),
      downloadMetadata(target('/missing'), { client: http, timeoutMs: 200 }).catch(
        (error: Error) => error.message,
      ),
    ]);
    expect(answers).toEqual([UNREACHABLE, UNREACHABLE, UNREACHABLE]);
  });
});

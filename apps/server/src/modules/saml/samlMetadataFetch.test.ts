import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMetadataUrl, downloadMetadata, isPublicAddress } from './samlMetadataFetch.ts';

describe('checkMetadataUrl: https to public addresses only, checked after DNS', () => {
  const resolvesTo =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it.each([
    ['http://idp.example/m', /must use https/],
    ['https://user:pw@idp.example/m', /credentials/],
    ['not a url', /not a URL/],
    ['https://127.0.0.1/m', /private, loopback/],
    ['https://[::1]/m', /private, loopback/],
    ['https://169.254.169.254/latest', /private, loopback/],
  ])('refuses %s', async (url, message) => {
    await expect(checkMetadataUrl(url, resolvesTo('93.184.216.34'))).rejects.toThrow(message);
  });

  it('refuses a name that resolves to a private address, even beside a public one', async () => {
    await expect(
      checkMetadataUrl('https://idp.example/m', resolvesTo('93.184.216.34', '10.1.2.3')),
    ).rejects.toThrow(/private, loopback/);
    await expect(checkMetadataUrl('https://idp.example/m', resolvesTo('::ffff:127.0.0.1'))).rejects.toThrow(
      /private, loopback/,
    );
  });

  it('pins the address it checked', async () => {
    const target = await checkMetadataUrl('https://idp.example:8443/m?x=1', resolvesTo('93.184.216.34'));
    expect(target).toMatchObject({ address: '93.184.216.34', family: 4 });
    expect(target.url.href).toBe('https://idp.example:8443/m?x=1');
  });

  it.each([
    ['10.0.0.1', false],
    ['172.31.255.255', false],
    ['192.168.1.1', false],
    ['100.64.0.1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['8.8.8.8', true],
    ['2001:4860:4860::8888', true],
  ])('isPublicAddress(%s) is %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
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
    family: 4,
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
    await expect(downloadMetadata(target('/redirect'), { client: http })).rejects.toThrow(/302 \(redirects/);
  });

  it('gives up after the timeout', async () => {
    await expect(downloadMetadata(target('/slow'), { client: http, timeoutMs: 200 })).rejects.toThrow(
      /did not answer within 0.2 s/,
    );
  });
});

import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl, requestIdOf, requestLineLevel, STATIC_FILES_ROUTE } from './logging.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

describe('createLogger', () => {
  it('redacts a session cookie the response sets', () => {
    const out = capture();
    const headers: Record<string, string> = {
      'set-cookie': '__Host-sid=secret-sid',
      'content-type': 'text/html',
    };
    const reply = { statusCode: 200, getHeader: (name: string) => headers[name] };
    createLogger({ logLevel: 'info' }, out.stream).info({ res: reply }, 'done');
    expect(out.text()).not.toContain('secret-sid');
    expect(JSON.parse(out.text()).res.headers).toEqual({
      'set-cookie': '[redacted]',
      'content-type': 'text/html',
    });
  });

  it('redacts credentials in any logged headers or body object', () => {
    const out = capture();
    createLogger({ logLevel: 'info' }, out.stream).info(
      {
        upstream: { headers: { authorization: 'Basic secret-basic' } },
        body: { password: 'secret-pw', email: 'a@b.c' },
        // A build-signing key row (modules/signing), should one ever be logged by mistake.
        key: { kid: 'kid-1', privateKeyPem: 'secret-pem' },
      },
      'call',
    );
    expect(out.text()).not.toContain('secret-');
    expect(out.text()).toContain('a@b.c');
  });
});

describe('redactUrl', () => {
  it('hides the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/auth?code=abc&state=def&region=us')).toBe(
      '/auth?code=%5Bredacted%5D&state=%5Bredacted%5D&region=us',
    );
    expect(redactUrl('/search?q=workers')).toBe('/search?q=workers');
    // The notifications socket's ticket, and the sign-in's nonce.
    expect(redactUrl('/sub-api/v1/notifications/listen?ticket=abc')).toBe(
      '/sub-api/v1/notifications/listen?ticket=%5Bredacted%5D',
    );
    expect(redactUrl('/oidc/auth?state=s&nonce=n&client_id=portal-web')).toBe(
      '/oidc/auth?state=%5Bredacted%5D&nonce=%5Bredacted%5D&client_id=portal-web',
    );
    expect(redactUrl('/healthz')).toBe('/healthz');
  });

  it("hides an invitation link's token in its path, in a path or an absolute URL", () => {
    expect(redactUrl('/auth/v2/invitations/tok-123/accept')).toBe('/auth/v2/invitations/[redacted]/accept');
    expect(redactUrl('https://portal.example/invitation/tok-123?tab=1&code=c')).toBe(
      'https://portal.example/invitation/[redacted]?tab=1&code=%5Bredacted%5D',
    );
    // Only those paths: an organization's invitation is addressed by its id, not its token.
    expect(redactUrl('/auth/v2/organizations/o-1/invitations/i-1')).toBe(
      '/auth/v2/organizations/o-1/invitations/i-1',
    );
    expect(redactUrl('https://portal.example/console/account')).toBe(
      'https://portal.example/console/account',
    );
  });
});

describe('requestIdOf', () => {
  const request = (id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as never;

  it('keeps a well-formed incoming id and replaces anything else', () => {
    expect(requestIdOf(request('abc-123'))).toBe('abc-123');
    expect(requestIdOf(request('x'.repeat(200)))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(request('a\nb'))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(request())).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('requestLineLevel', () => {
  it('writes probes and web files answered well at debug, and their failures at info', () => {
    expect(requestLineLevel('/healthz', 200)).toBe('debug');
    expect(requestLineLevel('/readyz', 200)).toBe('debug');
    expect(requestLineLevel(STATIC_FILES_ROUTE, 304)).toBe('debug');
    expect(requestLineLevel('/readyz', 503)).toBe('info');
    expect(requestLineLevel(STATIC_FILES_ROUTE, 404)).toBe('info');
    expect(requestLineLevel('/apphub/v1/apps', 200)).toBe('info');
    // The not-found handler (a page of the web app, a missing path) is no route: always a line.
    expect(requestLineLevel(undefined, 200)).toBe('info');
  });
});

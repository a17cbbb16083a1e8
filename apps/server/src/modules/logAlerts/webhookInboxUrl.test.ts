import { describe, expect, it } from 'vitest';
import { inboxTokenIn } from './webhookInboxUrl.ts';

const ORIGIN = 'http://localhost:8080';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const token = (url: string) => inboxTokenIn(new URL(url), ORIGIN);

describe('a test inbox URL of this portal', () => {
  it('is the portal’s origin, the inbox path and a token', () => {
    expect(token(`${ORIGIN}/hooks/v1/inbox/${TOKEN}`)).toBe(TOKEN);
    // The URL parser's own normal form: an upper-case host is the same origin.
    expect(token(`http://LOCALHOST:8080/hooks/v1/inbox/${TOKEN}`)).toBe(TOKEN);
  });

  it.each([
    ['another path of this host', `${ORIGIN}/api/v1/config`],
    ['the orchestration webhooks', `${ORIGIN}/apphub/v1/hooks/${TOKEN}`],
    ['a path past the token', `${ORIGIN}/hooks/v1/inbox/${TOKEN}/more`],
    ['a dot segment resolved elsewhere', `${ORIGIN}/hooks/v1/inbox/../../api/v1/config`],
    ['an encoded slash', `${ORIGIN}/hooks/v1/inbox/${TOKEN}%2Fx`],
    ['a query', `${ORIGIN}/hooks/v1/inbox/${TOKEN}?x=1`],
    ['a fragment', `${ORIGIN}/hooks/v1/inbox/${TOKEN}#x`],
    ['credentials', `http://user:pw@localhost:8080/hooks/v1/inbox/${TOKEN}`],
    ['another port', `http://localhost:8081/hooks/v1/inbox/${TOKEN}`],
    ['another scheme', `https://localhost:8080/hooks/v1/inbox/${TOKEN}`],
    ['the loopback address', `http://127.0.0.1:8080/hooks/v1/inbox/${TOKEN}`],
    ['a look-alike host', `http://localhost.evil.example:8080/hooks/v1/inbox/${TOKEN}`],
    ['a host ending like it', `http://evil-localhost:8080/hooks/v1/inbox/${TOKEN}`],
    ['a short token', `${ORIGIN}/hooks/v1/inbox/abc`],
  ])('is not %s', (_what, url) => {
    expect(token(url)).toBeNull();
  });
});

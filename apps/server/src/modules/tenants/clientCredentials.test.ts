import { describe, expect, it } from 'vitest';
import { clientCredentialsOf } from './clientCredentials.ts';

const basic = (value: string) => `Basic ${Buffer.from(value).toString('base64')}`;

describe('client authentication at the token endpoint', () => {
  it('reads HTTP Basic, form-decoding both parts (RFC 6749 2.3.1)', () => {
    expect(clientCredentialsOf(basic('my%20id:s%3Acret'), {})).toEqual({ id: 'my id', secret: 's:cret' });
  });

  it('reads client_id and client_secret from the body', () => {
    expect(clientCredentialsOf(undefined, { client_id: 'a', client_secret: 'b' })).toEqual({
      id: 'a',
      secret: 'b',
    });
  });

  it('gives null for incomplete or malformed credentials', () => {
    expect(clientCredentialsOf(undefined, { client_id: 'a' })).toBeNull();
    expect(clientCredentialsOf(basic('no-colon'), {})).toBeNull();
    expect(clientCredentialsOf(basic(':secret'), {})).toBeNull();
    expect(clientCredentialsOf(basic('id:%E0%A4%A'), {})).toBeNull();
    expect(clientCredentialsOf('Bearer abc', {})).toBeNull();
  });
});

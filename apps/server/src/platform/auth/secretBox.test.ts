import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { secretBox, totpSecretBox } from './secretBox.ts';

describe('secretBox', () => {
  const box = secretBox(randomBytes(32));

  it('opens what it sealed, with a new IV each time', () => {
    const a = box.seal('JBSWY3DPEHPK3PXP', 'totp');
    expect(a).not.toBe(box.seal('JBSWY3DPEHPK3PXP', 'totp'));
    expect(box.open(a, 'totp')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a tampered value, another purpose and another key', () => {
    const sealed = box.seal('secret', 'totp');
    const [iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => box.open([iv, tag, flipped.toString('base64url')].join('.'), 'totp')).toThrow();
    expect(() => box.open(sealed, 'other')).toThrow();
    expect(() => secretBox(randomBytes(32)).open(sealed, 'totp')).toThrow();
  });

  it('makes the default key in DATA_DIR on first use, readable by the owner only, and keeps it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-key-'));
    try {
      const file = path.join(dir, 'totp-encryption.key');
      const first = await totpSecretBox({ totpKey: { file } })();
      const key = await readFile(file, 'utf8');
      expect(Buffer.from(key.trim(), 'base64')).toHaveLength(32);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const second = await totpSecretBox({ totpKey: { file } })();
      expect(second.open(first.seal('x', 'p'), 'p')).toBe('x');
      expect(await readFile(file, 'utf8')).toBe(key);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

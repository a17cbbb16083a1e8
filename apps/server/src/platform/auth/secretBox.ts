import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

const ALGORITHM = 'aes-256-gcm';
/** AAD: a value sealed for one purpose cannot be passed off as another's. */
export type SecretBox = {
  seal(plain: string, purpose: string): string;
  open(sealed: string, purpose: string): string;
};

/** AES-256-GCM with a 96-bit random IV per value; the result is `iv.tag.ciphertext` in base64url. */
export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secret box needs a 32-byte key');
  return {
    seal(plain, purpose) {
      const iv = randomBytes(12);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      cipher.setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed, purpose) {
      const [iv = '', tag = '', body = ''] = sealed.split('.');
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/**
 * The TOTP key of the configuration, or the one kept in DATA_DIR, made on first use: read lazily, so a
 * server whose users never enrol writes no key file. The `wx` flag keeps a key another start wrote.
 */
export function totpSecretBox(config: Pick<Config, 'totpKey'>): () => Promise<SecretBox> {
  let box: Promise<SecretBox> | undefined;
  const load = async (): Promise<SecretBox> => {
    const setting = config.totpKey;
    if ('key' in setting) return secretBox(setting.key);
    await mkdir(path.dirname(setting.file), { recursive: true });
    try {
      await writeFile(setting.file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const key = Buffer.from((await readFile(setting.file, 'utf8')).trim(), 'base64');
    if (key.length !== 32) throw new Error(`${setting.file} does not hold a 32-byte base64 key`);
    return secretBox(key);
  };
  return () => {
    box ??= load().catch((error: unknown) => {
      box = undefined;
      throw error;
    });
    return box;
  };
}

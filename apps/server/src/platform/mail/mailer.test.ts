import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from './mailer.ts';

describe('createMailer without MAIL_URL', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes the message as an .eml file and logs where, sending nothing', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'portal-mail-'));
    const info = vi.fn();
    const mailer = createMailer(
      { mail: { url: undefined, from: 'Portal <no-reply@localhost>', dir } },
      { info },
    );
    await mailer.send({ to: 'someone@example.com', subject: 'Hello', text: 'Open https://x.example/a' });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const text = await readFile(path.join(dir, files[0]!), 'utf8');
    expect(text).toContain('To: someone@example.com');
    expect(text).toContain('Subject: Hello');
    expect(text).toContain('From: Portal <no-reply@localhost>');
    expect(info).toHaveBeenCalledWith(
      { file: path.join(dir, files[0]!), subject: 'Hello' },
      'mail written to file (neither MAIL_URL nor SMTP_URL is set)',
    );
  });
});

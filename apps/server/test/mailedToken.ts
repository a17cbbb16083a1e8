import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The token of the last invitation mailed to `to`, read from the .eml files of the file transport. The
 * mail is quoted-printable: its soft line breaks (`=` at a line's end) can cut the link.
 */
export async function mailedToken(dir: string, to: string): Promise<string> {
  for (const file of (await readdir(dir)).sort().reverse()) {
    const text = await readFile(path.join(dir, file), 'utf8');
    if (!text.includes(`To: ${to}`)) continue;
    const match = /\/invitation\/([A-Za-z0-9_-]+)/.exec(text.replace(/=\r?\n/g, ''));
    if (match) return match[1]!;
  }
  throw new Error(`no invitation mailed to ${to}`);
}

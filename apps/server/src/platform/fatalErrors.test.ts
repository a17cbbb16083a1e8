import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-fatal-'));

/**
 * A process set up as main.ts sets up its logger (the default buffered destination on stdout), which
 * writes request lines and then fails as `failure` says, with nothing catching it.
 */
async function crash(failure: string) {
  const script = path.join(dir, `crash-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(
    script,
    `import { createLogger } from ${JSON.stringify(path.join(here, 'logging.ts'))};
import { logFatalErrors } from ${JSON.stringify(path.join(here, 'fatalErrors.ts'))};
const logger = createLogger({ logLevel: 'info' });
logFatalErrors(logger);
for (let i = 0; i < 40; i++) logger.info({ reqId: 'before-crash-' + i }, 'request completed');
setTimeout(() => { ${failure} }, 10);
`,
  );
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const [code] = await once(child, 'exit');
  const lines = stdout
    .trim()
    .split('\n')
    .map(
      (line) => JSON.parse(line) as { level: number; msg: string; reqId?: string; err?: { message: string } },
    );
  return { code, stderr, lines };
}

describe('a crash', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loses no buffered line and ends the log with a fatal line naming the error', async () => {
    const { code, stderr, lines } = await crash("throw new Error('boom in a timer');");
    expect(code).toBe(1);
    // Node's own trace is still printed: the monitor changes nothing of how the process ends.
    expect(stderr).toContain('boom in a timer');
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(40);
    expect(lines.at(-1)).toMatchObject({ level: 60, err: { message: 'boom in a timer' } });
  });

  it('does the same for a promise rejected with nothing to catch it', async () => {
    const { code, lines } = await crash("void Promise.reject(new Error('rejected, unhandled'));");
    expect(code).toBe(1);
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(40);
    expect(lines.at(-1)).toMatchObject({ level: 60, err: { message: 'rejected, unhandled' } });
  });
});

import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { logDestination } from './logDestination.ts';
import { createLogger } from './logging.ts';

const KiB = 1024;

/**
 * A named pipe nobody reads until `drainAll`: the stuck collector. Its write end is blocking, as stdout
 * to a pipe is, so the destination's writes wait once the pipe's own 64 KiB are full.
 */
function stuckPipe() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-log-'));
  const fifo = path.join(dir, 'stdout');
  execFileSync('mkfifo', [fifo]);
  const readEnd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const writeEnd = openSync(fifo, constants.O_WRONLY);
  let received = '';
  const readAvailable = () => {
    const chunk = Buffer.alloc(64 * KiB);
    for (;;) {
      try {
        const n = readSync(readEnd, chunk);
        if (n === 0) return;
        received += chunk.subarray(0, n).toString();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EAGAIN') return;
        throw error;
      }
    }
  };
  return {
    writeEnd,
    /** Reads until `done` says what came is enough (the collector is back). */
    async drainUntil(done: (text: string) => boolean) {
      for (let i = 0; i < 500 && !done(received); i++) {
        readAvailable();
        await sleep(10);
      }
      return received;
    },
    /** The write end is the destination's: destroying it closes that end. */
    close() {
      closeSync(readEnd);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('the log destination when stdout does not take lines', () => {
  let pipe: ReturnType<typeof stuckPipe> | undefined;
  let destination: ReturnType<typeof logDestination> | undefined;
  // Destroyed before the pipe goes: its periodic flush would otherwise write to a closed descriptor, or to
  // whatever a later test of this worker opened under the same number.
  afterEach(async () => {
    const closing = destination;
    destination = undefined;
    if (closing)
      await new Promise((resolve) => {
        closing.once('close', resolve);
        closing.destroy();
      });
    pipe?.close();
  });

  it('holds at most its cap, drops the rest and says so in one warning line once lines flow again', async () => {
    pipe = stuckPipe();
    destination = logDestination(pipe.writeEnd, { maxBufferBytes: 64 * KiB });
    let drops = 0;
    destination.on('drop', () => drops++);
    const logger = createLogger({ logLevel: 'info' }, destination);
    const total = 5_000;
    for (let i = 0; i < total; i++) logger.info({ i, padding: 'x'.repeat(150) }, 'request completed');
    // 5,000 lines of ~250 bytes is ~1.2 MiB: the pipe takes 64 KiB, the buffer 64 KiB, the rest is dropped.
    expect(drops).toBeGreaterThan(total / 2);

    const text = await pipe.drainUntil((received) => received.includes('droppedLines'));
    const lines = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const warnings = lines.filter((line) => 'droppedLines' in line);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, droppedLines: drops });
    // Every line is either written whole or counted as dropped.
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(total - drops);
  });
});

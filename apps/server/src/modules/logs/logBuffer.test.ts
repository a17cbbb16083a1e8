import { describe, expect, it, vi } from 'vitest';
import { logBuffer } from './logBuffer.ts';

const refusal = (code: string) => Object.assign(new Error('refused'), { code });

describe('logBuffer', () => {
  it('writes the good rows of a batch the store refused for one bad row', async () => {
    const written: string[] = [];
    const write = vi.fn(async (rows: string[]) => {
      // As PostgreSQL does with a NUL in text: the whole statement fails (22021, a data exception).
      if (rows.includes('bad')) throw new Error('query failed', { cause: refusal('22021') });
      written.push(...rows);
    });
    const logger = { warn: vi.fn(), error: vi.fn() };
    const buffer = logBuffer({ write, logger, batchSize: 100 });
    for (const row of ['a', 'bad', 'b', 'c']) buffer.add(row);
    await buffer.flush();
    expect(written).toEqual(['a', 'b', 'c']);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ rows: 4, refused: 1 }),
      'log rows refused by the store were dropped',
    );
  });

  it('does not retry row by row when the store is down: that would only fail once per row', async () => {
    const write = vi.fn(async () => {
      throw refusal('ECONNREFUSED');
    });
    const logger = { warn: vi.fn(), error: vi.fn() };
    const buffer = logBuffer({ write, logger, batchSize: 100 });
    for (const row of ['a', 'b', 'c']) buffer.add(row);
    await buffer.flush();
    expect(write).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ rows: 3 }),
      'could not write a batch of log rows',
    );
  });
});

import os from 'node:os';
import pino from 'pino';

/** Lines held before a write: a few dozen request lines per system call instead of one each. */
const LOG_BUFFER_BYTES = 4096;
/** A quiet server's last lines still reach the collector within this (the buffer may not fill for long). */
const LOG_FLUSH_MS = 200;
/**
 * The most the buffer holds while stdout does not take lines (a stuck collector, a full pipe): past it,
 * lines are dropped rather than held, so a blocked log costs lines, never the process's memory.
 */
const LOG_MAX_BUFFER_BYTES = 16 * 1024 * 1024;
/** pino's warn level, for the one line that reports the drops. */
const WARN = 40;

export type LogDestinationOptions = {
  /** The buffer's cap in bytes (tests use a small one). */
  maxBufferBytes?: number;
};

/**
 * Where the process's lines go: `fd` (stdout) through pino's buffered asynchronous destination, so a
 * request does not wait on a write system call. pino writes what is buffered synchronously
 * when the process exits, whether by `process.exit` (a failed start, the shutdown timeout, a crash) or
 * at the end of a normal shutdown (test: shutdown.test.ts); a SIGKILL loses at most the last 200 ms.
 *
 * The buffer is capped (sonic-boom's maxLength): a line that would pass the cap is dropped, with a 'drop'
 * event. Drops are counted and reported by one warning line once the destination takes lines again (its
 * 'drain'), not one per dropped line: written while it is blocked, the report would be dropped too.
 */
export function logDestination(
  fd = 1,
  options: LogDestinationOptions = {},
): ReturnType<typeof pino.destination> {
  const destination = pino.destination({
    dest: fd,
    sync: false,
    minLength: LOG_BUFFER_BYTES,
    maxLength: options.maxBufferBytes ?? LOG_MAX_BUFFER_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
  let dropped = 0;
  let since = 0;
  destination.on('drop', () => {
    if (dropped === 0) since = Date.now();
    dropped++;
  });
  destination.on('drain', () => {
    if (dropped === 0) return;
    const line = {
      level: WARN,
      time: Date.now(),
      pid: process.pid,
      hostname: os.hostname(),
      droppedLines: dropped,
      droppedSince: new Date(since).toISOString(),
      msg: 'log lines were dropped: the log destination did not take them and its buffer was full',
    };
    dropped = 0;
    destination.write(`${JSON.stringify(line)}\n`);
  });
  return destination;
}

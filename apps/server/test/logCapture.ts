import { Writable } from 'node:stream';

/** A log destination that keeps each JSON line, for tests that read what the server logged. */
export function logCapture(): { lines: string[]; destination: Writable } {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, destination };
}

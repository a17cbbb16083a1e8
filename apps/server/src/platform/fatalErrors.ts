import type { Logger } from 'pino';

/**
 * A crash (an exception or rejection nothing caught) becomes a `fatal` line in the log, where an operator
 * looks, besides Node's own trace on stderr. A monitor, not a handler: Node still prints the trace and
 * exits with code 1 as it would, and the log destination's exit flush (logDestination.ts) writes the
 * buffered request lines and this one before the process ends.
 */
export function logFatalErrors(logger: Logger): void {
  process.on('uncaughtExceptionMonitor', (error, origin) => {
    logger.fatal({ err: error, origin }, 'the server stopped on an error nothing caught');
  });
}

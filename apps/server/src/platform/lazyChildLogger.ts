import type { FastifyBaseLogger } from 'fastify';
import {
  type Bindings,
  type ChildLoggerOptions,
  type Level,
  type LevelWithSilentOrString,
  levels,
} from 'pino';

/** Whether a line at `level` is written by a logger at `threshold`; an unknown level counts as written. */
function writes(level: Level, threshold: LevelWithSilentOrString): boolean {
  if (threshold === 'silent') return false;
  const limit = levels.values[threshold];
  return limit === undefined || levels.values[level]! >= limit;
}

/**
 * A request's logger, made when the request first writes a line. Fastify makes a child of the process's
 * logger for every request (its `reqId` binding), and pino runs the redaction paths over the bindings as it
 * makes one: the largest single item of the portal's own work on `/healthz` (bench/README.md "Per-request
 * cost on the default configuration"). Most requests write nothing through `request.log` (the request line
 * has its own logger, logging.ts), so they no longer pay for it; one that writes gets the child it had.
 */
class LazyChildLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #child(): FastifyBaseLogger {
    this.#made ??= this.#parent.child(this.#bindings, this.#options);
    return this.#made;
  }

  #write(level: Level, args: unknown[]): void {
    if (this.#made === undefined && !writes(level, this.level)) return;
    const child = this.#child();
    Reflect.apply(child[level], child, args);
  }

  get level(): LevelWithSilentOrString {
    return this.#made?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.#child().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  // pino's own `silent` writes nothing either.
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#child().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the request's child logger, made on its first line (see above). */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(parent, bindings, options);
}

import { type messages, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

/** What PGlite attaches to an error: the statement it answers. */
export type Statement = { sql: string; params?: unknown[] | undefined; options?: QueryOptions | undefined };

/** The error with its statement attached, as PGlite's makePGliteError does. */
export function withStatement<E extends Error>(error: E, { sql, params, options }: Statement) {
  return Object.assign(error, { query: sql, params, queryOptions: options });
}

/** PostgreSQL's own error for a statement stopped by statement_timeout, so callers map it the same way. */
export function statementTimeout(statement: Statement): messages.DatabaseError {
  const error = new protocol.messages.DatabaseError(
    'canceling statement due to statement timeout',
    0,
    'error',
  );
  error.severity = 'ERROR';
  error.code = '57014';
  return withStatement(error, statement);
}

/**
 * The server's raw answer to a statement as PGlite's query() and exec() give it: result sets parsed with
 * `parsers` and the caller's own (functions stay on this thread), the first error thrown with its statement,
 * notices to the caller's onNotice, notifications to `notify`.
 */
export function readAnswer(
  data: Uint8Array,
  statement: Statement,
  parsers: Record<number | string, (value: string, typeId?: number) => unknown>,
  notify: (notification: messages.NotificationResponseMessage) => void,
): Results[] {
  const received: messages.BackendMessage[] = [];
  let failure: messages.DatabaseError | undefined;
  new protocol.Parser().parse(data, (message) => {
    if (failure) return;
    if (message instanceof protocol.messages.DatabaseError) failure = message;
    else if (message instanceof protocol.messages.NoticeMessage) statement.options?.onNotice?.(message);
    else if (message instanceof protocol.messages.NotificationResponseMessage) notify(message);
    received.push(message);
  });
  if (failure) throw withStatement(failure, statement);
  return parse.parseResults(received, parsers, statement.options);
}

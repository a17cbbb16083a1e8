/** The exit codes a pipeline acts on (docs/cli.md, docs/product/cli.md CLI-2). */
export const EXIT = {
  ok: 0,
  /** The operation ran and failed: a failed build, a promotion or deploy the server refused. */
  failed: 1,
  /** The command line is wrong: an unknown command or option, a missing argument or credential. */
  usage: 2,
  /** The credentials were refused, or the client may not do this. */
  auth: 3,
  /** The portal could not be reached or answered with a server error. */
  server: 4,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A failure with the exit code it ends the run with; its message goes to stderr. */
export class CliError extends Error {
  readonly exitCode: ExitCode;
  constructor(exitCode: ExitCode, message: string) {
    super(message);
    this.exitCode = exitCode;
    this.name = 'CliError';
  }
}

/** The exit code of a portal API answer that is not a success. */
export function exitCodeOfStatus(status: number): ExitCode {
  if (status === 401 || status === 403) return EXIT.auth;
  if (status >= 500) return EXIT.server;
  return EXIT.failed;
}

/** Where a run writes and what it reads: the process's own, or a test's. */
export type Io = {
  env: Record<string, string | undefined>;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
};

/**
 * Output of one run: with --json, stdout carries exactly one JSON document (the result) and the
 * progress lines go to stderr, so a pipeline can parse stdout; without it, everything is for a person.
 */
export function output(io: Io, json: boolean) {
  return {
    json,
    /** A step on the way (a build log line, "Uploading ..."). */
    progress(line: string) {
      (json ? io.stderr : io.stdout).write(`${line}\n`);
    },
    /** The command's result: the JSON document, or the human lines. */
    result(value: unknown, human: string) {
      if (json) io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
      else io.stdout.write(`${human}\n`);
    },
  };
}
export type Output = ReturnType<typeof output>;

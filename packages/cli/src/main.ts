import { run } from './program.ts';

// The exit code is set, not forced with process.exit, so stdout is flushed before the process ends.
process.exitCode = await run(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});

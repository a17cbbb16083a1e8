import { EXIT } from '../exitCodes.ts';
import { followBuild } from '../followBuild.ts';
import type { CommandContext, CommandResult } from './command.ts';

/** portal builds follow: live status and log lines until the build ends; FAILED is exit code 1. */
export async function followBuildCommand(
  context: CommandContext,
  buildId: string,
  options: { timeout: number },
): Promise<CommandResult> {
  const build = await followBuild(context.api, buildId, context.out, { timeoutMs: options.timeout * 1000 });
  return {
    value: build,
    human: `Build ${build.id} ${build.status}${build.error ? `: ${build.error}` : ''}`,
    exitCode: build.status === 'FAILED' ? EXIT.failed : EXIT.ok,
  };
}

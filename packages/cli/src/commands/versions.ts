import { type Environment, versionSchema } from '@portal/contracts';
import type { CommandContext, CommandResult } from './command.ts';

/** portal versions promote: to Implementation or Sandbox (or Production once certified). */
export async function promoteVersion(
  context: CommandContext,
  versionId: string,
  to: Environment,
): Promise<CommandResult> {
  const version = await context.api.post(
    versionSchema,
    `/apphub/v1/versions/${encodeURIComponent(versionId)}/promote`,
    'Promote',
    { to },
    'apps.deploy',
  );
  return {
    value: version,
    human: `Version ${version.version} (id ${version.id}) is in ${version.environment}`,
  };
}

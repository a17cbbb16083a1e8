import { type Environment, isPromotionRequest, promoteAnswerSchema } from '@portal/contracts';
import type { CommandContext, CommandResult } from './command.ts';

/**
 * portal versions promote: to Implementation or Sandbox (or Production once certified). Where the
 * company requires approvals the version stays and the answer is the promotion request (exit 0: the
 * call did what the company asks; a deploy that needs the new stage is refused until it is approved).
 */
export async function promoteVersion(
  context: CommandContext,
  versionId: string,
  to: Environment,
): Promise<CommandResult> {
  const answer = await context.api.post(
    promoteAnswerSchema,
    `/apphub/v1/versions/${encodeURIComponent(versionId)}/promote`,
    'Promote',
    { to },
    'apps.deploy',
  );
  if (isPromotionRequest(answer))
    return {
      value: answer,
      human:
        `Version ${answer.versionName} waits for ${answer.requiredApprovals} approval(s) by the ` +
        `${answer.approverRole} role before it enters ${answer.toEnvironment}: promotion request ${answer.id}, ` +
        `open until ${answer.expiresAt}`,
    };
  return {
    value: answer,
    human: `Version ${answer.version} (id ${answer.id}) is in ${answer.environment}`,
  };
}

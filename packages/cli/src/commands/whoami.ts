import { portalClientSelfSchema } from '@portal/contracts';
import type { CommandContext, CommandResult } from './command.ts';

/** portal whoami: checks the credentials and says what the token may do, changing nothing. */
export async function whoami(context: CommandContext): Promise<CommandResult> {
  const self = await context.api.get(portalClientSelfSchema, '/auth/v2/clients/self/permissions', 'Who am I');
  return {
    value: self,
    human: [
      `API client ${self.client.name} (${self.client.id})`,
      `acting as user ${self.userId} in company ${self.organizationId}`,
      `scopes: ${self.scopes.join(' ')}`,
      `permissions: ${self.permissions.join(' ') || 'none'}`,
      `token expires at ${self.expiresAt}`,
    ].join('\n'),
  };
}

import { deploymentSchema, type Environment, tenantsPageSchema } from '@portal/contracts';
import { CliError, EXIT } from '../exitCodes.ts';
import type { CommandContext, CommandResult } from './command.ts';

const PAGE = 100;

/** The environment of the company's tenant by that name (needs tenants.read, which portal.deploy implies). */
async function environmentOf(context: CommandContext, tenant: string): Promise<Environment> {
  const organizationId = context.api.token.organizationId;
  for (let start = 0; ; start += PAGE) {
    const page = await context.api.get(
      tenantsPageSchema,
      `/auth/v1/organizations/${organizationId}/tenants?start=${start}&length=${PAGE}`,
      'Tenants',
      'tenants.read',
    );
    const found = page.data.find((candidate) => candidate.name === tenant);
    if (found) return found.environment;
    if (start + PAGE >= page.total) throw new CliError(EXIT.failed, `Deploy: tenant ${tenant} not found.`);
  }
}

/** portal deploy: a version to a tenant, in the tenant's environment unless --environment names one. */
export async function deployVersion(
  context: CommandContext,
  versionId: string,
  options: { tenant: string; environment?: Environment },
): Promise<CommandResult> {
  const environment = options.environment ?? (await environmentOf(context, options.tenant));
  const deployment = await context.api.post(
    deploymentSchema,
    '/aos/v1/deploy',
    'Deploy',
    {
      versionId,
      tenant: options.tenant,
      environment,
    },
    'apps.deploy',
  );
  return {
    value: deployment,
    human: `Deployed ${deployment.appName} ${deployment.version} to ${deployment.tenant} (${deployment.environment})`,
  };
}

import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { Deps } from '../platform/deps.ts';
import { interactionRoutes } from './interaction.routes.ts';
import { mountProvider } from './mount.ts';
import { oidcRepository } from './oidc.repository.ts';
import { createProvider } from './provider.ts';
import { loadProviderSecrets, type ProviderSecrets } from './secrets.ts';

export type EmbeddedProvider = { provider: Provider; secrets: ProviderSecrets };

/** Creates the embedded provider (secrets from the database) and mounts it with its sign-in page. */
export async function registerEmbeddedProvider(app: FastifyInstance, deps: Deps): Promise<EmbeddedProvider> {
  const repo = oidcRepository(deps.database.db);
  const secrets = await loadProviderSecrets(repo);
  const provider = createProvider(deps.config, repo, secrets);
  await app.register(interactionRoutes, { provider, repo, config: deps.config });
  await mountProvider(app, provider);
  return { provider, secrets };
}

import type { App, CopilotContext, CopilotSource, LogRow, Tenant } from '@portal/contracts';
import { logSearchRequestSchema } from '@portal/contracts';
import type { AppsService } from '../apps/apps.service.ts';
import type { BuildsService } from '../builds/builds.service.ts';
import type { DeployService } from '../deploy/deploy.service.ts';
import type { LogsService } from '../logs/logs.service.ts';
import type { SearchService } from '../search/search.service.ts';
import type { TenantsService } from '../tenants/tenants.service.ts';
import type { CopilotAsker } from './asker.ts';
import { curlRequest } from './curlRequest.ts';
import type { CopilotTools } from './intentRouter.ts';
import { type NamedThings, namedThingsResolver } from './namedThings.ts';
import { relevantPassages } from './passageRelevance.ts';
import { unlessHidden } from './unlessHidden.ts';

export type Evidence = {
  /** What the question named and was found (the app, its version), said before the rest. */
  named: string | null;
  passages: { kind: CopilotSource['kind']; title: string; url: string; text: string }[];
  app: { name: string; referenceId: string; url: string; latest: string | null } | null;
  build: {
    id: string;
    status: string;
    url: string;
    error: string | null;
    /** The last step the build reached before it failed (its last info line). */
    failingStep: string | null;
    errorLines: string[];
  } | null;
  logs: { url: string; lines: string[] } | null;
  /** The tenant the question named, and what is deployed on it (when the asker may read apps). */
  tenant: { name: string; environment: string; url: string; deployments: string[] | null } | null;
  operations: { title: string; summary: string; url: string; request: string }[];
};

export type RetrievalDeps = {
  search: Pick<SearchService, 'passages'>;
  apps: Pick<AppsService, 'get' | 'version' | 'list' | 'versions'>;
  builds: Pick<BuildsService, 'get' | 'logPage'>;
  logs: Pick<LogsService, 'search'>;
  tenants: Pick<TenantsService, 'page'>;
  deploy: Pick<DeployService, 'registry'>;
  publicUrl: string;
};

const PASSAGES = 4;
const OPERATIONS = 2;
const ERROR_LINES = 8;
const LOG_LINES = 8;
const LOG_HOURS = 24;
const LINE_MAX = 300;
const TENANT_DEPLOYMENTS = 10;

const clip = (text: string, max = LINE_MAX) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A source the question named rather than the page: the asker sees what was taken from their words. */
const NAMED = ', named in the question';

/** What the question named, as the answer's first sentence says it. */
function namedSentence({ app, version, tenant }: NamedThings): string | null {
  const things: string[] = [];
  if (app) {
    const which = version ? `version ${version.number} (${version.version}) of ` : '';
    things.push(`${which}the app ${app.name} (${app.referenceId})`);
  }
  if (tenant) things.push(`the tenant ${tenant.name}`);
  return things.length > 0 ? `Looked up from your question: ${things.join(' and ')}.` : null;
}

/** Every source of the evidence, once each, in the order the answer uses them. */
export function sourcesOf(evidence: Evidence): CopilotSource[] {
  const all: CopilotSource[] = [
    ...(evidence.build
      ? [
          {
            kind: 'build' as const,
            title: `Build ${evidence.build.id.slice(0, 8)} (${evidence.build.status})${evidence.named ? NAMED : ''}`,
            url: evidence.build.url,
          },
        ]
      : []),
    ...(evidence.app
      ? [
          {
            kind: 'app' as const,
            title: `${evidence.app.name} (${evidence.app.referenceId})${evidence.named ? NAMED : ''}`,
            url: evidence.app.url,
          },
        ]
      : []),
    ...(evidence.tenant
      ? [
          {
            kind: 'tenant' as const,
            title: `Tenant ${evidence.tenant.name} (${evidence.tenant.environment})${NAMED}`,
            url: evidence.tenant.url,
          },
        ]
      : []),
    ...(evidence.logs
      ? [{ kind: 'logs' as const, title: 'Log lines of the last 24 hours', url: evidence.logs.url }]
      : []),
    ...evidence.operations.map((op) => ({ kind: 'api' as const, title: op.title, url: op.url })),
    ...evidence.passages.map((p) => ({ kind: p.kind, title: p.title, url: p.url })),
  ];
  const seen = new Set<string>();
  return all.filter((source) => {
    const key = `${source.kind} ${source.url} ${source.title}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What the copilot knows for one question (docs/product/copilot.md COPILOT-2): passages from the one search
 * index with the asker's visibility, and the tools the router chose, each through the module service that
 * checks the asker's company and permission. Nothing else reaches an answer or a model.
 */
export function copilotRetrieval(deps: RetrievalDeps) {
  const named = namedThingsResolver({ apps: deps.apps, tenants: deps.tenants });
  const may = (asker: CopilotAsker, permission: string) => asker.permissions.includes(permission);

  async function appOf(asker: CopilotAsker, appId: string): Promise<App | null> {
    if (!may(asker, 'apps.read')) return null;
    return unlessHidden(() => deps.apps.get(asker, appId));
  }

  async function buildEvidence(asker: CopilotAsker, buildId: string, appId: string | null) {
    const build = await unlessHidden(() => deps.builds.get(asker.organizationId, buildId));
    if (!build) return null;
    const owner = appId ?? (await unlessHidden(() => deps.apps.version(asker, build.versionId)))?.appId;
    if (!owner) return null;
    const { data: lines } = await deps.builds.logPage(asker.organizationId, build.id, 0, 1000);
    const firstError = lines.findIndex((line) => line.level === 'error');
    const before = firstError === -1 ? lines : lines.slice(0, firstError);
    return {
      id: build.id,
      status: build.status,
      url: `/console/apps/view/${owner}/activity/${build.versionId}/builds/${build.id}`,
      error: build.error,
      failingStep: build.status === 'FAILED' ? (before.at(-1)?.message ?? null) : null,
      errorLines: lines
        .filter((line) => line.level === 'error')
        .slice(0, ERROR_LINES)
        .map((line) => clip(line.message)),
    };
  }

  async function logEvidence(asker: CopilotAsker, context: CopilotContext, appId: string | null) {
    if (!may(asker, 'logs.read')) return null;
    const end = new Date();
    const query = logSearchRequestSchema.parse({
      start: new Date(end.getTime() - LOG_HOURS * 3600_000).toISOString(),
      end: end.toISOString(),
      ...(appId ? { appId } : {}),
      filters: context.logQuery
        ? [{ column: 'message', condition: 'stringMatch', value: escapeRegex(context.logQuery) }]
        : [{ column: 'level', condition: 'stringEquals', value: 'error' }],
      limit: LOG_LINES,
    });
    const found = await unlessHidden(() => deps.logs.search(asker.organizationId, query));
    if (!found || found.data.length === 0) return null;
    return {
      url: appId ? `/console/apps/view/${appId}/logs` : '/console/analytics/logs',
      lines: found.data.map((row: LogRow) => clip(`${row.date} ${row.level.toUpperCase()} ${row.message}`)),
    };
  }

  async function tenantEvidence(asker: CopilotAsker, tenant: Tenant): Promise<Evidence['tenant']> {
    const deployed = may(asker, 'apps.read')
      ? (await deps.deploy.registry(asker.organizationId, { tenant: tenant.name })).data
      : null;
    return {
      name: tenant.name,
      environment: tenant.environment,
      url: '/console/tenants',
      deployments:
        deployed
          ?.slice(0, TENANT_DEPLOYMENTS)
          .map(
            (row) =>
              `${row.appName} (${row.referenceId}) version ${row.versionNumber} (${row.version}), deployed ${row.deployedAt}`,
          ) ?? null,
    };
  }

  return {
    /** The page's context completed by what the question names and the asker may see. */
    resolve: named.resolve,

    /**
     * The evidence for a question, with the page's context completed by what the question named
     * (namedThings.ts): the app found there is read as if it were on screen.
     */
    async gather(
      question: string,
      named: NamedThings,
      tools: CopilotTools,
      asker: CopilotAsker,
    ): Promise<Evidence> {
      const { context } = named;
      const viewer = { organizationId: may(asker, 'apps.read') ? asker.organizationId : null };
      const app = tools.app && context.appId ? (named.app ?? (await appOf(asker, context.appId))) : null;
      const buildId = context.buildId ?? (tools.build ? (app?.latestVersion?.buildId ?? null) : null);
      const [passages, build, logs, tenant] = await Promise.all([
        deps.search.passages(question, viewer, PASSAGES + (tools.api ? OPERATIONS : 0)),
        tools.build && buildId ? buildEvidence(asker, buildId, app?.id ?? null) : null,
        tools.logs ? logEvidence(asker, context, app?.id ?? null) : null,
        named.tenant ? tenantEvidence(asker, named.tenant) : null,
      ]);
      const operations = passages
        .filter((p) => p.kind === 'api')
        .slice(0, tools.api ? OPERATIONS : 0)
        .flatMap((p) => {
          const request = curlRequest(p.key, deps.publicUrl);
          return request ? [{ title: p.title, summary: p.summary, url: p.url, request }] : [];
        });
      return {
        named: namedSentence(named),
        passages: relevantPassages(
          question,
          passages
            .filter((p) => !(tools.api && p.kind === 'api'))
            .slice(0, PASSAGES)
            .map((p) => ({
              kind: p.kind,
              title: p.title,
              url: p.url,
              text: clip(p.passage || p.summary, 600),
            })),
        ),
        app: app
          ? {
              name: app.name,
              referenceId: app.referenceId,
              url: `/console/apps/view/${app.id}`,
              latest: app.latestVersion
                ? `version ${app.latestVersion.version} (${app.latestVersion.environment}, build ${app.latestVersion.buildStatus ?? 'none'})`
                : null,
            }
          : null,
        build,
        logs,
        tenant,
        operations,
      };
    },
  };
}

export type CopilotRetrieval = ReturnType<typeof copilotRetrieval>;

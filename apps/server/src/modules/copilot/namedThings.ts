import type { App, AppVersion, CopilotContext, Tenant } from '@portal/contracts';
import { appListQuerySchema } from '@portal/contracts';
import type { AppsService } from '../apps/apps.service.ts';
import type { TenantsService } from '../tenants/tenants.service.ts';
import type { CopilotAsker } from './asker.ts';
import { unlessHidden } from './unlessHidden.ts';

/** What a question names, read from its words before anything is looked up. */
export type Mentions = {
  /** Words shaped like an app's reference ID (`acme_benefits_enrollment`), in the question's order. */
  references: string[];
  /** "version 2", "v0.2.0": an upload's number or its manifest version. */
  version: string | null;
  /** A build's id, written out in full. */
  buildId: string | null;
};

/** What the question named and the asker may see, as the page's context would have given it. */
export type NamedThings = {
  context: CopilotContext;
  app: App | null;
  version: AppVersion | null;
  /** A tenant of the company the question names by its name (`acme_sb`). */
  tenant: Tenant | null;
};

// A reference ID with at least one underscore: a plain word ("build", "logs") is never taken for one.
const REFERENCE = /\b[A-Za-z0-9][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+\b/g;
const VERSION = /\b(?:version\s+|v)(\d+(?:\.\d+){0,2})\b/i;
const BUILD_ID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i;
/** Reference-ID candidates looked up per question: a long paste of identifiers costs a few reads. */
const REFERENCES_MAX = 3;
/** A shorter app name ("HR") would match inside ordinary words too often to mean the app. */
const NAME_MIN = 4;
/** The apps whose names are matched against the question: the company's most recently changed. */
const NAMED_APPS_MAX = 100;
/** The tenants whose names are matched: a company holds a few, listed in one page. */
const NAMED_TENANTS_MAX = 100;

export function mentionsOf(question: string): Mentions {
  const references = [...new Set(question.match(REFERENCE) ?? [])].slice(0, REFERENCES_MAX);
  return {
    references,
    version: VERSION.exec(question)?.[1] ?? null,
    buildId: BUILD_ID.exec(question)?.[0]?.toLowerCase() ?? null,
  };
}

const containsWord = (text: string, phrase: string) =>
  new RegExp(`(^|[^A-Za-z0-9_])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9_])`, 'i').test(
    text,
  );

/**
 * Resolves the app, version, build and tenant a question names (docs/product/copilot.md COPILOT-2) against
 * what the asker may see, read through the apps and tenants services exactly as a page's context is: an app
 * or tenant of another company, or one the asker may not read, is not found and so not named. What the page
 * already shows wins over what the question names.
 */
export function namedThingsResolver({
  apps,
  tenants,
}: {
  apps: Pick<AppsService, 'get' | 'list' | 'versions'>;
  tenants: Pick<TenantsService, 'page'>;
}) {
  async function byReference(asker: CopilotAsker, references: string[]): Promise<App | null> {
    for (const reference of references) {
      const app = await unlessHidden(() => apps.get(asker, reference));
      if (app) return app;
    }
    return null;
  }

  /** The company's app whose name the question holds; the longest name wins ("Benefits Enrollment EU"). */
  async function byName(asker: CopilotAsker, question: string): Promise<App | null> {
    const { data } = await apps.list(
      asker.organizationId,
      appListQuerySchema.parse({ length: NAMED_APPS_MAX }),
    );
    const named = data
      .filter((app) => app.name.trim().length >= NAME_MIN && containsWord(question, app.name.trim()))
      .sort((a, b) => b.name.length - a.name.length)[0];
    return named ? unlessHidden(() => apps.get(asker, named.id)) : null;
  }

  async function versionOf(asker: CopilotAsker, app: App, version: string): Promise<AppVersion | null> {
    const versions = await unlessHidden(() => apps.versions(asker, app.id));
    const rows = versions?.data ?? [];
    return (
      rows.find((row) => String(row.number) === version) ??
      rows.find((row) => row.version === version) ??
      null
    );
  }

  /** The company's tenant whose name the question holds as a word; the longest name wins. */
  async function tenantNamed(asker: CopilotAsker, question: string): Promise<Tenant | null> {
    if (!asker.permissions.includes('tenants.read')) return null;
    const { data } = await tenants.page(asker.organizationId, 0, NAMED_TENANTS_MAX);
    return (
      data
        .filter((tenant) => containsWord(question, tenant.name))
        .sort((a, b) => b.name.length - a.name.length)[0] ?? null
    );
  }

  return {
    async resolve(question: string, context: CopilotContext, asker: CopilotAsker): Promise<NamedThings> {
      const tenant = await tenantNamed(asker, question);
      const none = { context, app: null, version: null, tenant };
      if (!asker.permissions.includes('apps.read')) return none;
      const mentions = mentionsOf(question);
      const buildId = context.buildId ?? mentions.buildId ?? undefined;
      if (context.appId) return { ...none, context: { ...context, ...(buildId ? { buildId } : {}) } };
      const app = (await byReference(asker, mentions.references)) ?? (await byName(asker, question));
      if (!app) return { ...none, context: { ...context, ...(buildId ? { buildId } : {}) } };
      const version = mentions.version ? await versionOf(asker, app, mentions.version) : null;
      const versionBuild = version?.latestBuild?.id;
      return {
        context: {
          ...context,
          appId: app.id,
          ...((buildId ?? versionBuild) ? { buildId: buildId ?? versionBuild } : {}),
        },
        app,
        version,
        tenant,
      };
    },
  };
}

export type NamedThingsResolver = ReturnType<typeof namedThingsResolver>;

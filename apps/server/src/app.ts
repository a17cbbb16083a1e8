import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { registerAdminAppsModule } from './modules/adminApps/adminApps.module.ts';
import { registerApiClientsModule } from './modules/apiClients/apiClients.module.ts';
import type { ApiClientsService } from './modules/apiClients/apiClients.service.ts';
import { registerAppAccessModule } from './modules/appAccess/appAccess.module.ts';
import { registerAppsModule } from './modules/apps/apps.module.ts';
import type { AppsService } from './modules/apps/apps.service.ts';
import { registerAwsAccessModule } from './modules/awsAccess/awsAccess.module.ts';
import { registerBuilderModule } from './modules/builder/builder.module.ts';
import { registerBuildsModule } from './modules/builds/builds.module.ts';
import { registerCatalogModule } from './modules/catalog/catalog.module.ts';
import type { CatalogService } from './modules/catalog/catalog.service.ts';
import { registerCompaniesModule } from './modules/companies/companies.module.ts';
import type { CompaniesService } from './modules/companies/companies.service.ts';
import { registerConfigModule } from './modules/config/config.module.ts';
import { publicConfigOf } from './modules/config/config.service.ts';
import { registerCopilotModule } from './modules/copilot/copilot.module.ts';
import { registerDeployModule } from './modules/deploy/deploy.module.ts';
import { deploymentDirectory } from './modules/deploy/deploy.port.ts';
import type { DeployService } from './modules/deploy/deploy.service.ts';
import { registerDocsModule } from './modules/docs/docs.module.ts';
import type { DocsService } from './modules/docs/docs.service.ts';
import { registerDownloadsModule } from './modules/downloads/downloads.module.ts';
import { registerEntitlementsModule } from './modules/entitlements/entitlements.module.ts';
import type { EntitlementsService } from './modules/entitlements/entitlements.service.ts';
import { registerHealthModule } from './modules/health/health.module.ts';
import { registerIdentityModule } from './modules/identity/identity.module.ts';
import { registerInboxModule } from './modules/inbox/inbox.module.ts';
import { registerIntegrationsModule } from './modules/integrations/integrations.module.ts';
import { registerLicensesModule } from './modules/licenses/licenses.module.ts';
import type { LicensesService } from './modules/licenses/licenses.service.ts';
import { type LogAlertsModule, registerLogAlertsModule } from './modules/logAlerts/logAlerts.module.ts';
import type { WebhookTransport } from './modules/logAlerts/logAlertWebhooks.ts';
import type { LogPresetsService } from './modules/logs/logPresets.service.ts';
import { registerLogsModule } from './modules/logs/logs.module.ts';
import { registerNotificationsModule } from './modules/notifications/notifications.module.ts';
import { registerOrchestrateBuilderModule } from './modules/orchestrateBuilder/orchestrateBuilder.module.ts';
import {
  type OrchestrationsModule,
  registerOrchestrationsModule,
} from './modules/orchestrations/orchestrations.module.ts';
import { registerPeopleModule } from './modules/people/people.module.ts';
import { registerPortalTokensModule } from './modules/portalTokens/portalTokens.module.ts';
import { registerProductUpdatesModule } from './modules/productUpdates/productUpdates.module.ts';
import type { ProductUpdatesService } from './modules/productUpdates/productUpdates.service.ts';
import { registerPromotionApprovalsModule } from './modules/promotionApprovals/promotionApprovals.module.ts';
import type { PromotionApprovalsService } from './modules/promotionApprovals/promotionApprovals.service.ts';
import { registerReleasesModule } from './modules/releases/releases.module.ts';
import { createSamlSignIn, registerSamlModule } from './modules/saml/saml.module.ts';
import { registerSandboxModule } from './modules/sandbox/sandbox.module.ts';
import { registerSearchModule } from './modules/search/search.module.ts';
import type { SearchService } from './modules/search/search.service.ts';
import { registerSessionModule } from './modules/session/session.module.ts';
import { registerSigningModule } from './modules/signing/signing.module.ts';
import { registerSupportModule } from './modules/support/support.module.ts';
import { registerTelemetryModule } from './modules/telemetry/telemetry.module.ts';
import { registerTenantsModule } from './modules/tenants/tenants.module.ts';
import type { TenantsService } from './modules/tenants/tenants.service.ts';
import type { TenantTokensService } from './modules/tenants/tenantTokens.service.ts';
import { registerTutorialsModule } from './modules/tutorials/tutorials.module.ts';
import { registerTwoFactorModule } from './modules/twoFactor/twoFactor.module.ts';
import { registerAuth } from './platform/auth/auth.hook.ts';
import { registerCompression } from './platform/compression.ts';
import { registerControlCharacterGuard } from './platform/controlCharacters.ts';
import type { Deps } from './platform/deps.ts';
import { registerErrorHandling } from './platform/errorHandler.ts';
import { lazyChildLogger } from './platform/lazyChildLogger.ts';
import { createLogger, requestIdOf } from './platform/logging.ts';
import type { IngestLogs } from './platform/logStore.ts';
import { registerMetrics } from './platform/metrics/registerMetrics.ts';
import { registerOpenApi, registerOpenApiRoute } from './platform/openapi.ts';
import { rateLimitOptions } from './platform/rateLimit/rateLimitOptions.ts';
import { registerRequestHooks } from './platform/requestHooks.ts';
import { responseSerializerCompiler } from './platform/responseSerializer.ts';
import { socketRoutes } from './platform/sockets.ts';
import type { FileStorage } from './platform/storage/fileStorage.ts';
import { openFileStorage } from './platform/storage/openFileStorage.ts';
import { registerWebApp } from './platform/webApp.ts';
import { registerDemoWorldGate } from './seed/demoWorldGate.ts';
import { demoSignInEmails } from './seed/identityDemo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The modules' services for the demo seed and tools, which act through them as the API does. */
    services: PortalServices;
    /**
     * Settles once the shipped documentation is loaded and the search index refreshed, work done after
     * start so the portal does not wait for it (tests that read docs or search wait for this).
     */
    contentReady: Promise<void>;
  }
}

export type PortalServices = {
  apiClients: ApiClientsService;
  apps: AppsService;
  catalog: CatalogService;
  companies: CompaniesService;
  entitlements: EntitlementsService;
  deploy: DeployService;
  docs: DocsService;
  orchestrations: OrchestrationsModule;
  productUpdates: ProductUpdatesService;
  search: SearchService;
  licenses: LicensesService;
  tenants: TenantsService;
  tenantTokens: TenantTokensService;
  storage: FileStorage;
  ingestLogs: IngestLogs;
  logPresets: LogPresetsService;
  logAlerts: LogAlertsModule;
  promotionApprovals: PromotionApprovalsService;
};

export type BuildOptions = {
  /** Serve the built web app from config.webDist (off in API tests: pages then answer 404). */
  serveWeb?: boolean;
  /** The process's logger (main.ts shares it with the job runner); false for none. */
  logger?: Logger | false;
  /**
   * When the shipped docs and tutorials are loaded and search indexed: at start (the default), or when
   * `contentReady` is first read (API tests: most never read docs, and each file's app would otherwise
   * index them all and wait for it on close).
   */
  loadContent?: 'atStart' | 'onFirstRead';
  /** Tests only: how alert webhooks reach a receiver on 127.0.0.1 (logAlertWebhooks.ts). */
  alertWebhookTransport?: WebhookTransport;
};

/** Builds the whole portal on one Fastify instance; tests use it through `app.inject()`. */
export async function buildApp(deps: Deps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  // Typed as Fastify's own logger, so that the instance is the FastifyInstance every module takes.
  const loggerInstance: FastifyBaseLogger | false = options.logger ?? createLogger(config);
  const app = Fastify({
    ...(loggerInstance === false
      ? { logger: false }
      : { loggerInstance, childLoggerFactory: lazyChildLogger }),
    bodyLimit: config.bodyLimit,
    // A request whose headers or body never complete is cut with a 408; Node checks the
    // open connections at an interval, which must be short next to the limit for the limit to hold.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(config.requestTimeoutMs / 4))),
    },
    // A hop count trusts that many proxies in front (Fastify's types take it as a function).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, index: number) =>
              index < hops
          )(config.trustProxy)
        : config.trustProxy,
    // In-flight requests finish on close; idle keep-alive sockets do not hold shutdown up.
    forceCloseConnections: 'idle',
    // registerDrain answers requests that arrive during shutdown, in the error format.
    return503OnClosing: false,
    requestIdHeader: false,
    genReqId: requestIdOf,
    // registerRequestLog writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  // The API speaks JSON only. text/plain is one of the bodies a cross-site page can send without a
  // CORS preflight, so it gets 415 rather than a parse; a module that needs another type adds its
  // parser in its own scope.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler());
  // First of all: the request span must exist before any other hook runs, and it covers every route.
  if (config.otel) {
    // Loaded only when on: the SDK and exporter would cost every other start memory and time.
    const { registerTracing } = await import('./platform/tracing/tracing.ts');
    const tracing = await registerTracing(app, config.otel);
    app.addHook('onClose', () => tracing.shutdown());
  }
  // The request id, the request line, the drain, the security headers and the request metrics.
  const requestHooks = registerRequestHooks(app, {
    secure: config.cookieSecure,
    metrics: registerMetrics(app, deps),
  });
  registerDemoWorldGate(app, deps);

  registerErrorHandling(app);
  registerControlCharacterGuard(app);
  // Before every route: its hook must see the web app's files to leave their precompressed twins alone.
  await registerCompression(app);
  await app.register(rateLimit, rateLimitOptions(deps.database));
  // Parsed in the platform's onRequest hook (requestHooks.ts) rather than in a hook of the plugin's own.
  await app.register(cookie, { hook: false });
  const pageSessions = registerAuth(app, deps);
  await registerOpenApi(app, {
    productName: config.productName,
    publicUrl: config.publicUrl,
    cookieSecure: config.cookieSecure,
  });

  // Every module registers the same way: register<Domain>Module(app, deps) builds its services, adds its
  // routes and returns what later modules use. Logs come first: the others write to its store.
  const storage = await openFileStorage(config);
  await storage.clearScratch();
  const logsModule = await registerLogsModule(app, { ...deps, storage, requestHooks });
  const { ingest, audit, logs, presets: logPresets } = logsModule;
  await registerHealthModule(app, deps);
  await registerConfigModule(app, deps);
  await registerTelemetryModule(app, deps);
  const search = await registerSearchModule(app, deps);
  const downloads = await registerDownloadsModule(app, deps);
  const identity = await registerIdentityModule(app, { ...deps, audit });
  const twoFactor = await registerTwoFactorModule(app, { ...deps, audit });
  const samlSignIn = createSamlSignIn(app, { ...deps, audit });
  const { endSession, signedInContext } = await registerSessionModule(app, {
    ...deps,
    twoFactor,
    identity,
    samlSignIn: samlSignIn.signIn,
    // The seed's own list, handed in so that the sign-in page never imports the seed (a folder cycle).
    demoSignInEmails: deps.config.seedDemo ? demoSignInEmails() : [],
    publicConfig: publicConfigOf(config),
  });
  const { clients, authorization, corsRoutes } = await registerApiClientsModule(app, {
    ...deps,
    audit,
    endSession,
  });
  const portalTokens = await registerPortalTokensModule(app, deps);
  const entitlements = await registerEntitlementsModule(app, { ...deps, audit });
  const { tenants, tenantTokens } = await registerTenantsModule(app, {
    ...deps,
    audit,
    entitlements,
    identity,
    clients,
    authorization,
    portalTokens,
    corsRoutes,
    // Deploy depends on tenants: tenants get what they ask of deployments from here, not by importing deploy.
    deployments: deploymentDirectory(deps.database.db),
  });
  await registerSandboxModule(app, {
    ...deps,
    tenants,
    tenantTokens,
    ingest,
    search: search.index,
    downloads: downloads.shelf,
    corsRoutes,
  });
  // The token endpoint's and the sandbox's routes, with @fastify/cors, in a scope of their own (clientCors.ts).
  await corsRoutes.register();
  const signing = await registerSigningModule(app, deps);
  const sockets = socketRoutes(app, requestHooks);
  const notifier = await registerNotificationsModule(app, { ...deps, sockets });
  const builds = await registerBuildsModule(app, {
    ...deps,
    storage,
    notifier,
    signing,
    ingestLogs: ingest,
    audit,
  });
  const catalog = await registerCatalogModule(app, { ...deps, search: search.index });
  const apps = await registerAppsModule(app, {
    ...deps,
    storage,
    builds,
    catalog,
    audit,
    search: search.index,
    downloads: downloads.shelf,
  });
  await registerBuilderModule(app, { ...deps, storage, apps, builds, audit, sockets });
  await registerOrchestrateBuilderModule(app, { ...deps, endSession });
  const docs = await registerDocsModule(app, { ...deps, search: search.index });
  const tutorials = await registerTutorialsModule(app, { ...deps, search: search.index });
  const productUpdates = await registerProductUpdatesModule(app, deps);
  await registerSupportModule(app, { ...deps, storage, audit });
  const deploy = await registerDeployModule(app, { ...deps, tenants, audit, entitlements });
  await registerReleasesModule(app, { ...deps, apps, deploy, tenants, storage });
  const inbox = await registerInboxModule(app, deps);
  // Promote asks the approvals' gate (apps.port.ts PromotionGate), which this module hands the apps service.
  const promotionApprovals = await registerPromotionApprovalsModule(app, { ...deps, audit, inbox, apps });
  const logAlerts = await registerLogAlertsModule(app, {
    ...deps,
    audit,
    logs,
    inbox,
    webhookTransport: options.alertWebhookTransport,
  });
  const orchestrations = await registerOrchestrationsModule(app, {
    ...deps,
    inbox,
    storage,
    audit,
    ingest,
    tenants,
    tenantTokens,
    notifier,
    scriptGlobals: async () => (await builds.buildEnv()).allowedScriptGlobals,
  });
  const licenses = await registerLicensesModule(app, { ...deps, audit });
  await registerAdminAppsModule(app, deps);
  await registerAppAccessModule(app, { ...deps, audit });
  await registerPeopleModule(app, { ...deps, audit, entitlements });
  await registerAwsAccessModule(app, { ...deps, audit, entitlements });
  await registerIntegrationsModule(app, { ...deps, audit });
  const companies = await registerCompaniesModule(app, { ...deps, audit, tenants, entitlements });
  const saml = await registerSamlModule(app, {
    ...deps,
    audit,
    spKey: samlSignIn.spKey,
    entitlements: {
      holds: async (organizationId, name) =>
        (await entitlements.summary(organizationId, true)).entitlements.some((held) => held.name === name),
    },
  });
  entitlements.onRevoked(async (organizationId, name, actor) => {
    if (name === 'extendsaml') await saml.entitlementRemoved(organizationId, actor);
  });
  await registerCopilotModule(app, { ...deps, audit, search, apps, builds, logs, tenants, deploy });
  // The WebSocket routes the modules added, in a scope of their own (platform/sockets.ts).
  await sockets.register();
  // The demo seed makes its world through the same services as the API (seed/).
  app.decorate('services', {
    apiClients: clients,
    apps,
    companies,
    catalog,
    entitlements,
    licenses,
    tenants,
    tenantTokens,
    deploy,
    docs,
    orchestrations,
    productUpdates,
    search,
    storage,
    ingestLogs: ingest,
    logPresets,
    logAlerts,
    promotionApprovals,
  });
  // After every module named its search sources; a failure is logged and leaves the last index in place.
  let contentReady: Promise<void> | undefined;
  const loadContent = () => {
    contentReady ??= (async () => {
      await docs.ensureShipped();
      await tutorials.ensureShipped();
      await search.refreshAtStart();
    })().catch((error: unknown) =>
      app.log.error({ err: error }, 'loading the shipped docs or refreshing search failed'),
    );
    return contentReady;
  };
  if (options.loadContent !== 'onFirstRead') void loadContent();
  app.decorate('contentReady', { getter: loadContent });
  app.addHook('onClose', async () => {
    await contentReady;
  });

  registerOpenApiRoute(app);
  const webDist = options.serveWeb === false ? null : config.webDist;
  await registerWebApp(app, webDist, config.productName, publicConfigOf(config), async (request) => {
    const session = await pageSessions.sessionOfPage(request);
    return session ? signedInContext(session) : undefined;
  });
  return app;
}

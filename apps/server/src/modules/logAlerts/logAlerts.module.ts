import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import type { InboxService } from '../inbox/inbox.service.ts';
import type { LogsService } from '../logs/logs.service.ts';
import { alertEvaluator, defineAlertEvaluationJob, type TickResult } from './logAlertEvaluation.ts';
import { alertNotifier } from './logAlertNotify.ts';
import { logAlertsRepository } from './logAlerts.repository.ts';
import { logAlertsRoutes } from './logAlerts.routes.ts';
import { type LogAlertsService, logAlertsService } from './logAlerts.service.ts';
import { createAlertWebhooks, type WebhookTransport } from './logAlertWebhooks.ts';
import { webhookInboxesRepository } from './webhookInboxes.repository.ts';
import { webhookInboxesRoutes } from './webhookInboxes.routes.ts';
import { type WebhookInboxesService, webhookInboxesService } from './webhookInboxes.service.ts';

export type LogAlertsModule = {
  service: LogAlertsService;
  /** The company's webhook test inboxes (the demo seed makes Acme's). */
  inboxes: WebhookInboxesService;
  /** One evaluation tick, as the cron job runs it (the demo seed and tests call it too). */
  evaluate: () => Promise<TickResult>;
};

/**
 * Alert rules on saved log presets (docs/alerts.md): the rules' API, the cron job
 * that evaluates them, and their notifications (inbox, mail, webhooks), and the companies' webhook test
 * inboxes, to which a delivery is handed in-process. After logs and inbox.
 */
export async function registerLogAlertsModule(
  app: FastifyInstance,
  deps: Deps & {
    audit: AuditLog;
    logs: Pick<LogsService, 'count'>;
    inbox: Pick<InboxService, 'deliver'>;
    /** Tests only: a receiver on 127.0.0.1 over http instead of the public-https guard. */
    webhookTransport?: WebhookTransport | undefined;
  },
): Promise<LogAlertsModule> {
  const db = deps.database.db;
  const repo = logAlertsRepository(db);
  const inboxes = webhookInboxesService({
    repo: webhookInboxesRepository(db),
    audit: deps.audit,
    publicUrl: deps.config.publicUrl,
  });
  const webhooks = createAlertWebhooks(deps.jobs, repo, app.log, inboxes, deps.webhookTransport);
  const evaluate = alertEvaluator({
    repo,
    logs: deps.logs,
    notify: alertNotifier({ inbox: deps.inbox, webhooks }),
    logger: app.log,
  });
  defineAlertEvaluationJob(deps.jobs, evaluate);
  const service = logAlertsService({ db, repo, audit: deps.audit, webhooks, inboxes });
  await app.register(logAlertsRoutes, { db, service });
  await app.register(webhookInboxesRoutes, { db, service: inboxes });
  return { service, inboxes, evaluate };
}

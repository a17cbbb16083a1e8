import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type OrchestrationWebhook,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookRequest,
  webhookRequestSchema,
  webhookSignedContent,
  withInputDefaults,
} from '@portal/contracts';
import type { AuditLog } from '../../platform/audit.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { AppDirectory } from '../apps/apps.port.ts';
import { type EngineLimits, jsonBytes } from './engine/limits.ts';
import { runProblems } from './engine/runnable.ts';
import type { OrchestrationsRepository } from './orchestrations.repository.ts';
import type { ReadOrchestrations } from './orchestrations.service.ts';
import { ownedAppOf } from './ownedApp.ts';
import type { RunLauncher } from './runLauncher.ts';
import type { WebhookRow, WebhooksRepository } from './webhooks.repository.ts';

type Actor = { userId: string; organizationId: string };
/** The audit trail's actor for runs a webhook call starts (no portal user is behind one). */
const WEBHOOK = 'webhook';

/** `sha256=` and the hex HMAC-SHA256 of the signed content, as the sender computes it. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(webhookSignedContent(timestamp, body)).digest('hex')}`;
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Webhook triggers (docs/product/orchestrations.md ORCH-2, docs/decisions/orchestration-engine.md): a
 * deployment's webhook is made (or its secret rotated) by who may run orchestrations; a call is accepted only
 * with a fresh timestamp and the HMAC of it and the raw body under the secret, and starts a run with the body
 * as inputs.
 */
export function webhooksService(deps: {
  repo: WebhooksRepository;
  runs: Pick<OrchestrationsRepository, 'deployedVersions'>;
  apps: AppDirectory;
  readOrchestrations: ReadOrchestrations;
  launch: RunLauncher;
  audit: AuditLog;
  limits: EngineLimits;
  publicUrl: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const toWebhook = (row: WebhookRow, secret?: string): OrchestrationWebhook => ({
    id: row.id,
    orchestration: row.orchestration,
    tenant: row.tenant,
    url: `${deps.publicUrl}/apphub/v1/hooks/${row.id}`,
    createdAt: row.createdAt.toISOString(),
    ...(secret ? { secret } : {}),
  });
  const ownedApp = ownedAppOf(deps.apps);
  /** The flow deployed to the tenant, if it is still there and still a webhook's. */
  const deployedFlow = async (
    appId: string,
    organizationId: string,
    tenant: string,
    orchestration: string,
  ) => {
    const deployment = (await deps.runs.deployedVersions(appId, organizationId)).find(
      (d) => d.tenant === tenant,
    );
    if (!deployment) return null;
    const flow = (await deps.readOrchestrations(deployment.versionId, deployment.sourceKey)).get(
      orchestration,
    );
    return flow?.trigger.type === 'webhook' ? { deployment, flow } : null;
  };

  return {
    async list(organizationId: string, appRef: string) {
      const app = await ownedApp(organizationId, appRef);
      return { data: (await deps.repo.ofApp(app.id)).map((row) => toWebhook(row)) };
    },

    /** Makes the webhook, or rotates its secret: the answer is the only time the secret is shown. */
    async create(actor: Actor, appRef: string, body: WebhookRequest): Promise<OrchestrationWebhook> {
      const request = webhookRequestSchema.parse(body);
      const app = await ownedApp(actor.organizationId, appRef);
      if (!(await deployedFlow(app.id, actor.organizationId, request.tenant, request.orchestration)))
        throw new HttpError(
          'bad_request',
          `No orchestration '${request.orchestration}' with a webhook trigger is deployed to the tenant ${request.tenant}.`,
        );
      const secret = randomBytes(32).toString('base64url');
      const row = await deps.repo.upsert({
        organizationId: actor.organizationId,
        appId: app.id,
        tenant: request.tenant,
        orchestration: request.orchestration,
        secret,
        createdBy: actor.userId,
      });
      await deps.audit({
        organizationId: actor.organizationId,
        userId: actor.userId,
        action: 'orchestrations.webhook.secret',
        target: row.id,
        appId: app.id,
        message: `Made a webhook secret for orchestration ${request.orchestration} of app ${app.name} on tenant ${request.tenant}`,
        after: { webhook: row.id, orchestration: request.orchestration, tenant: request.tenant },
      });
      return toWebhook(row, secret);
    },

    async remove(actor: Actor, appRef: string, id: string): Promise<void> {
      const app = await ownedApp(actor.organizationId, appRef);
      if (!(await deps.repo.remove(app.id, id))) throw new HttpError('not_found', 'Webhook not found.');
      await deps.audit({
        organizationId: actor.organizationId,
        userId: actor.userId,
        action: 'orchestrations.webhook.remove',
        target: id,
        appId: app.id,
        message: `Removed webhook ${id} of app ${app.name}`,
      });
    },

    /**
     * A call to a webhook: 404 for an unknown one, 401 for a timestamp missing or over five minutes off
     * or a signature that does not match, 400 for a body that is not a JSON object or inputs the run
     * refuses, 413 over the payload limit; else the run it started.
     */
    async receive(id: string, headers: { timestamp?: string; signature?: string }, rawBody: string) {
      const hook = await deps.repo.byId(id);
      if (!hook) throw new HttpError('not_found', 'Webhook not found.');
      const seconds = Number(headers.timestamp);
      if (
        !headers.timestamp ||
        !/^\d{1,12}$/.test(headers.timestamp) ||
        Math.abs(now().getTime() / 1000 - seconds) > WEBHOOK_TOLERANCE_SECONDS
      )
        throw new HttpError(
          'unauthorized',
          `The x-webhook-timestamp header is missing or more than ${WEBHOOK_TOLERANCE_SECONDS} seconds from now.`,
        );
      if (
        !headers.signature ||
        !sameText(headers.signature, webhookSignature(hook.secret, headers.timestamp, rawBody))
      )
        throw new HttpError('unauthorized', 'The x-webhook-signature header does not match the body.');
      const bytes = Buffer.byteLength(rawBody);
      if (bytes > deps.limits.maxPayloadBytes)
        throw new HttpError(
          'payload_too_large',
          `The body is ${bytes} bytes, over the limit of ${deps.limits.maxPayloadBytes} bytes.`,
        );
      let inputs: unknown;
      try {
        inputs = rawBody.trim() === '' ? {} : JSON.parse(rawBody);
      } catch {
        throw new HttpError('bad_request', 'The body must be a JSON object (the run inputs).');
      }
      if (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs))
        throw new HttpError('bad_request', 'The body must be a JSON object (the run inputs).');
      const target = await deployedFlow(hook.appId, hook.organizationId, hook.tenant, hook.orchestration);
      if (!target)
        throw new HttpError(
          'conflict',
          `Orchestration '${hook.orchestration}' with a webhook trigger is no longer deployed to ${hook.tenant}.`,
        );
      const record = withInputDefaults(target.flow, inputs as Record<string, unknown>);
      if (jsonBytes(record) > deps.limits.maxPayloadBytes)
        throw new HttpError('payload_too_large', 'The inputs are over the payload limit.');
      const problems = runProblems(target.flow, record);
      if (problems.length > 0) throw new HttpError('bad_request', problems.map((p) => p.message).join(' '));
      const run = (await deps.launch(
        {
          organizationId: hook.organizationId,
          appId: hook.appId,
          versionId: target.deployment.versionId,
          tenant: hook.tenant,
          orchestration: hook.orchestration,
          flow: target.flow,
        },
        {
          trigger: 'webhook',
          inputs: record,
          startedBy: null,
          actor: WEBHOOK,
          message: `Webhook ${hook.id} launched orchestration ${hook.orchestration} on tenant ${hook.tenant}`,
        },
      ))!;
      return { runId: run.id, status: run.status };
    },
  };
}

export type WebhooksService = ReturnType<typeof webhooksService>;

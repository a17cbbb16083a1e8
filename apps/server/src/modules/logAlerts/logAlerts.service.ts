import { randomBytes } from 'node:crypto';
import type {
  AlertDelivery,
  AlertHistoryEntry,
  AlertRule,
  AlertRuleWithSecret,
  alertRuleInputSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { AuditLog } from '../../platform/audit.ts';
import { HttpError } from '../../platform/httpError.ts';
import type {
  AlertDeliveryRow,
  AlertHistoryRow,
  AlertRuleRow,
  AlertRuleValues,
  LogAlertsRepository,
} from './logAlerts.repository.ts';
import type { AlertWebhooks } from './logAlertWebhooks.ts';
import type { WebhookInboxesService } from './webhookInboxes.service.ts';

type Input = z.output<typeof alertRuleInputSchema>;
type Actor = { userId: string; organizationId: string };

const HISTORY_LIMIT = 100;
const DELIVERIES_LIMIT = 100;
const notFound = () => new HttpError('not_found', 'This alert rule does not exist.');

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toAlertRule(row: AlertRuleRow & { presetName: string }): AlertRule {
  return {
    id: row.id,
    presetId: row.presetId,
    presetName: row.presetName,
    name: row.name,
    condition: row.condition,
    threshold: row.threshold,
    windowMinutes: row.windowMinutes,
    intervalMinutes: row.intervalMinutes,
    recipients: {
      roles: row.recipients.roles as AlertRule['recipients']['roles'],
      userIds: row.recipients.userIds,
    },
    webhookUrl: row.webhookUrl,
    state: row.state,
    mutedUntil: iso(row.mutedUntil),
    lastCount: row.lastCount,
    lastEvaluatedAt: iso(row.lastEvaluatedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toHistory = (row: AlertHistoryRow): AlertHistoryEntry => ({
  id: row.id,
  fromState: row.fromState,
  toState: row.toState,
  count: row.count,
  windowStart: row.windowStart.toISOString(),
  windowEnd: row.windowEnd.toISOString(),
  at: row.at.toISOString(),
});

export const toDelivery = (row: AlertDeliveryRow): AlertDelivery => ({
  id: row.id,
  url: row.url,
  status: row.status,
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  responseMs: row.responseMs,
  error: row.error,
  replayOf: row.replayOf,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: iso(row.lastAttemptAt),
});

/** What the audit trail keeps of a rule: its settings, never the webhook's secret. */
function audited(rule: AlertRule | AlertRuleRow) {
  return {
    name: rule.name,
    presetId: rule.presetId,
    condition: rule.condition,
    threshold: rule.threshold,
    windowMinutes: rule.windowMinutes,
    intervalMinutes: rule.intervalMinutes,
    recipients: rule.recipients,
    webhookUrl: rule.webhookUrl,
    mutedUntil: rule.mutedUntil instanceof Date ? rule.mutedUntil.toISOString() : rule.mutedUntil,
  };
}

const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/** Alert rules on saved log presets (docs/alerts.md): CRUD, mute, history, deliveries. */
export function logAlertsService(deps: {
  db: Db;
  repo: LogAlertsRepository;
  audit: AuditLog;
  webhooks: AlertWebhooks;
  inboxes: Pick<WebhookInboxesService, 'tokenOf'>;
  now?: () => Date;
}) {
  const { repo, audit } = deps;
  const now = deps.now ?? (() => new Date());

  async function rule(organizationId: string, id: string) {
    const row = await repo.find(organizationId, id);
    if (!row) throw notFound();
    return row;
  }

  /** The checks the schema cannot make: the preset is the caller's, the users are the company's. */
  async function checked(
    actor: Actor,
    input: Input,
    presetKept?: string,
  ): Promise<Omit<AlertRuleValues, 'webhookSecret'>> {
    if (
      input.presetId !== presetKept &&
      !(await repo.ownPreset(actor.userId, actor.organizationId, input.presetId))
    )
      throw new HttpError('bad_request', 'Choose one of your saved presets for the rule.');
    const userIds = [...new Set(input.recipients.userIds)];
    const members = new Set(await repo.membersAmong(actor.organizationId, userIds));
    if (userIds.some((id) => !members.has(id)))
      throw new HttpError('bad_request', 'Every person to notify must be a member of this company.');
    // The schema lets plain http through for an inbox path: only this portal's own inboxes are that.
    const hook = input.webhookUrl ? new URL(input.webhookUrl) : null;
    if (hook && hook.protocol !== 'https:' && deps.inboxes.tokenOf(hook) === null)
      throw new HttpError(
        'bad_request',
        'Enter an https:// URL: plain http:// is only for a test inbox of this portal.',
      );
    return {
      presetId: input.presetId,
      name: input.name,
      condition: input.condition,
      threshold: input.condition === 'no_data' ? null : input.threshold,
      windowMinutes: input.windowMinutes,
      intervalMinutes: input.intervalMinutes,
      recipients: { roles: [...new Set(input.recipients.roles)], userIds },
      webhookUrl: input.webhookUrl,
    };
  }

  return {
    async list(organizationId: string, presetId?: string) {
      const rows = await repo.list(organizationId, presetId);
      return { total: rows.length, data: rows.map(toAlertRule) };
    },

    async get(organizationId: string, id: string): Promise<AlertRule> {
      return toAlertRule(await rule(organizationId, id));
    },

    async create(actor: Actor, input: Input): Promise<AlertRuleWithSecret> {
      const values = await checked(actor, input);
      const webhookSecret = values.webhookUrl ? newSecret() : null;
      const created = await withTransaction(deps.db, async (tx) => {
        const row = await repo.create(actor.organizationId, actor.userId, { ...values, webhookSecret }, tx);
        return (await repo.find(actor.organizationId, row.id, tx))!;
      });
      const answer = toAlertRule(created);
      await audit({
        ...actor,
        action: 'logs.alert.create',
        target: answer.id,
        message: `Created alert rule '${answer.name}' on log preset '${answer.presetName}'`,
        after: audited(answer),
      });
      return { ...answer, webhookSecret };
    },

    async update(actor: Actor, id: string, input: Input): Promise<AlertRuleWithSecret> {
      const before = await rule(actor.organizationId, id);
      const values = await checked(actor, input, before.presetId);
      // A new URL is a new receiver: it gets a secret of its own, shown this once.
      const changedUrl = values.webhookUrl !== before.webhookUrl;
      const webhookSecret = !values.webhookUrl ? null : changedUrl ? newSecret() : before.webhookSecret;
      const after = await withTransaction(deps.db, async (tx) => {
        const row = await repo.update(actor.organizationId, id, { ...values, webhookSecret }, tx);
        if (!row) throw notFound();
        return (await repo.find(actor.organizationId, id, tx))!;
      });
      const answer = toAlertRule(after);
      await audit({
        ...actor,
        action: 'logs.alert.update',
        target: id,
        message: `Updated alert rule '${answer.name}'`,
        before: audited(before),
        after: audited(answer),
      });
      return { ...answer, webhookSecret: changedUrl ? webhookSecret : null };
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const before = await rule(actor.organizationId, id);
      if (!(await repo.delete(actor.organizationId, id))) throw notFound();
      await audit({
        ...actor,
        action: 'logs.alert.delete',
        target: id,
        message: `Deleted alert rule '${before.name}'`,
        before: audited(before),
      });
    },

    async mute(actor: Actor, id: string, until: string | null): Promise<AlertRule> {
      const before = await rule(actor.organizationId, id);
      const date = until === null ? null : new Date(until);
      if (date && date.getTime() <= now().getTime())
        throw new HttpError('bad_request', 'Choose a time in the future to mute the rule until.');
      await repo.mute(actor.organizationId, id, date);
      const after = toAlertRule(await rule(actor.organizationId, id));
      await audit({
        ...actor,
        action: date ? 'logs.alert.mute' : 'logs.alert.unmute',
        target: id,
        message: date
          ? `Muted alert rule '${after.name}' until ${date.toISOString()}`
          : `Unmuted alert rule '${after.name}'`,
        before: { mutedUntil: iso(before.mutedUntil) },
        after: { mutedUntil: after.mutedUntil },
      });
      return after;
    },

    async history(organizationId: string, id: string) {
      await rule(organizationId, id);
      const rows = await repo.history(id, HISTORY_LIMIT);
      return { total: rows.length, data: rows.map(toHistory) };
    },

    async deliveries(organizationId: string, id: string) {
      await rule(organizationId, id);
      const rows = await repo.deliveries(id, DELIVERIES_LIMIT);
      return { total: rows.length, data: rows.map(toDelivery) };
    },

    /** Sends a delivery's body again, signed anew, to the rule's current URL, as a delivery of its own. */
    async replay(actor: Actor, id: string, deliveryId: string): Promise<AlertDelivery> {
      const found = await rule(actor.organizationId, id);
      const original = await repo.delivery(id, deliveryId);
      if (!original) throw new HttpError('not_found', 'This delivery does not exist.');
      if (!found.webhookUrl)
        throw new HttpError('conflict', 'This rule has no webhook any more: add one to replay a delivery.');
      const replay = await deps.webhooks.enqueue({
        ruleId: id,
        url: found.webhookUrl,
        body: original.body,
        replayOf: original.id,
      });
      await audit({
        ...actor,
        action: 'logs.alert.replay',
        target: id,
        message: `Replayed a webhook delivery of alert rule '${found.name}'`,
        after: { delivery: replay.id, replayOf: original.id },
      });
      return toDelivery(replay);
    },
  };
}
export type LogAlertsService = ReturnType<typeof logAlertsService>;

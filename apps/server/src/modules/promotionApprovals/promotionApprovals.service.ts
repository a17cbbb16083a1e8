import {
  formatMessage,
  PROMOTION_REQUEST_DAYS,
  type PromotionDecisionKind,
  type PromotionPolicies,
  type PromotionRequest,
  type PromotionRequestState,
} from '@portal/contracts';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { AuditLog } from '../../platform/audit.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { PromotionGate } from '../apps/apps.port.ts';
import type { AppsService } from '../apps/apps.service.ts';
import type { InboxService } from '../inbox/inbox.service.ts';
import type {
  PromotionApprovalsRepository,
  PromotionRequestRow,
  PromotionRequestView,
} from './promotionApprovals.repository.ts';

/** Who reads or decides: the member, the company of the request, and their roles in it. */
export type Viewer = { userId: string; organizationId: string; roles: readonly string[] };

const DAY_MS = 86_400_000;
/** An approved request whose promotion has not ended after this long was left by a stopped process. */
const STUCK_MS = 10 * 60_000;

const notFound = () => new HttpError('not_found', 'This promotion request does not exist.');
const iso = (date: Date | null) => date?.toISOString() ?? null;
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

const endedWords: Record<PromotionRequestState, string> = {
  OPEN: 'is open',
  APPROVED: 'was approved and its promotion is running',
  PROMOTED: 'was approved and the version promoted',
  REJECTED: 'was rejected',
  EXPIRED: 'expired',
  FAILED: 'failed',
};

export const appPromotionsPath = (appId: string) =>
  `/console/apps/view/${encodeURIComponent(appId)}/lifecycle`;

/**
 * Approvals before a version enters an environment (docs/product/promotions.md PROMO-1, PROMO-2): the
 * company's policies, the requests promote makes under them, their decisions, and the promotion that runs
 * through the apps service once the approvals are in.
 */
export function promotionApprovalsService(deps: {
  db: Db;
  repo: PromotionApprovalsRepository;
  audit: AuditLog;
  inbox: Pick<InboxService, 'deliver'>;
  apps: Pick<AppsService, 'transition'>;
  logger: Pick<Logger, 'error'>;
  now?: () => Date;
}) {
  const { repo, audit } = deps;
  const now = deps.now ?? (() => new Date());

  function toRequest(view: PromotionRequestView, viewer: Viewer): PromotionRequest {
    const { request } = view;
    const open = request.state === 'OPEN' && request.expiresAt > now();
    return {
      id: request.id,
      appId: request.appId,
      versionId: request.versionId,
      versionName: view.versionName,
      fromEnvironment: request.fromEnvironment,
      toEnvironment: request.toEnvironment,
      replacesVersionId: request.replacesVersionId,
      replacesVersionName: view.replacesVersionName,
      state: request.state,
      requiredApprovals: request.requiredApprovals,
      approverRole: request.approverRole,
      requestedBy: request.requestedBy,
      requestedByName: view.requestedByName ?? '',
      createdAt: request.createdAt.toISOString(),
      expiresAt: request.expiresAt.toISOString(),
      endedAt: iso(request.endedAt),
      reason: request.reason,
      decisions: view.decisions.map((decision) => ({
        decision: decision.decision,
        userId: decision.userId,
        userName: decision.userName,
        comment: decision.comment,
        at: decision.at.toISOString(),
      })),
      mayDecide:
        open &&
        viewer.roles.includes(request.approverRole) &&
        request.requestedBy !== viewer.userId &&
        !view.decisions.some((decision) => decision.userId === viewer.userId),
    };
  }

  async function one(viewer: Viewer, id: string): Promise<PromotionRequest> {
    const [view] = await repo.views(viewer.organizationId, { ids: [id] });
    if (!view) throw notFound();
    return toRequest(view, viewer);
  }

  /** The words of a request in mail and audit lines: app, version and environment. */
  async function wordsOf(row: PromotionRequestRow) {
    const [view] = await repo.views(row.organizationId, { ids: [row.id] });
    return {
      app: await repo.appName(row.appId),
      version: view?.versionName ?? '',
      environment: row.toEnvironment,
      link: appPromotionsPath(row.appId),
    };
  }

  /** Tells the requester how their request ended (inbox, and mail when MAIL_URL is set). */
  async function tellRequester(row: PromotionRequestRow) {
    if (!row.requestedBy) return;
    const words = await wordsOf(row);
    const state = row.state as Exclude<PromotionRequestState, 'OPEN' | 'APPROVED'>;
    const params = { ...words, reason: row.reason ?? '' };
    await deps.inbox.deliver({
      organizationId: row.organizationId,
      to: { userId: row.requestedBy },
      kind: 'promotion_ended',
      data: { app: words.app, version: words.version, environment: words.environment, state },
      link: words.link,
      mail: {
        subject: formatMessage(`promotions.mailSubject.${state}`, params),
        text: formatMessage(`promotions.mailText.${state}`, params),
      },
    });
  }

  /** Audits how a request ended, as its requester's company sees it. */
  async function auditEnd(row: PromotionRequestRow, userId: string) {
    const words = await wordsOf(row);
    await audit({
      organizationId: row.organizationId,
      userId,
      action: `apps.promotion.${row.state.toLowerCase()}`,
      target: row.id,
      appId: row.appId,
      message: `Promotion request of app '${words.app}' version ${words.version} to ${row.toEnvironment} ${endedWords[row.state]}${row.reason ? `: ${row.reason}` : ''}`,
      before: { state: 'OPEN' },
      after: { state: row.state, reason: row.reason },
    });
  }

  /** Runs an approved request's promotion through the lifecycle's rules; ends it PROMOTED or FAILED. */
  async function promote(row: PromotionRequestRow, approver: string) {
    let ended: PromotionRequestRow | null;
    try {
      // As its requester asked it, so the lifecycle's audit line names who promoted.
      await deps.apps.transition(
        { userId: row.requestedBy ?? approver, organizationId: row.organizationId },
        row.versionId,
        { type: 'promote', to: row.toEnvironment },
      );
      ended = await repo.setState(deps.db, row.id, 'APPROVED', 'PROMOTED');
    } catch (error) {
      const reason =
        error instanceof HttpError
          ? error.message
          : 'The promotion could not run: promote the version again.';
      if (!(error instanceof HttpError))
        deps.logger.error({ err: error, requestId: row.id }, 'promotion failed');
      ended = await repo.setState(deps.db, row.id, 'APPROVED', 'FAILED', reason);
    }
    if (ended) {
      await auditEnd(ended, approver);
      await tellRequester(ended);
    }
  }

  async function policies(organizationId: string): Promise<PromotionPolicies> {
    const rows = await repo.policies(organizationId);
    return {
      data: rows.map((row) => ({
        environment: row.environment,
        requiredApprovals: row.requiredApprovals,
        approverRole: row.approverRole,
      })),
    };
  }

  /** Holds a promotion when the company has a policy for its environment (apps' PromotionGate). */
  const gate: PromotionGate = async (actor, promotion) => {
    const policy = await repo.policy(actor.organizationId, promotion.to);
    if (!policy) return null;
    let row: PromotionRequestRow;
    try {
      row = await repo.insert({
        organizationId: actor.organizationId,
        appId: promotion.appId,
        versionId: promotion.versionId,
        fromEnvironment: promotion.fromEnvironment,
        toEnvironment: policy.environment,
        replacesVersionId: await repo.newestIn(promotion.appId, promotion.to, promotion.versionId),
        requiredApprovals: policy.requiredApprovals,
        approverRole: policy.approverRole,
        requestedBy: actor.userId,
        expiresAt: new Date(now().getTime() + PROMOTION_REQUEST_DAYS * DAY_MS),
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new HttpError(
          'conflict',
          `A promotion of this version to ${promotion.to} is already waiting for approval.`,
        );
      throw error;
    }
    const words = await wordsOf(row);
    await audit({
      ...actor,
      action: 'apps.promotion.request',
      target: row.id,
      appId: row.appId,
      message: `Asked to promote app '${words.app}' version ${words.version} to ${row.toEnvironment}: ${row.requiredApprovals} approval(s) by role ${row.approverRole} needed`,
      after: {
        versionId: row.versionId,
        toEnvironment: row.toEnvironment,
        requiredApprovals: row.requiredApprovals,
        approverRole: row.approverRole,
        expiresAt: row.expiresAt.toISOString(),
      },
    });
    const [view] = await repo.views(actor.organizationId, { ids: [row.id] });
    const params = {
      ...words,
      requester: view?.requestedByName ?? '',
      required: row.requiredApprovals,
      role: row.approverRole,
      expires: row.expiresAt.toISOString(),
    };
    await deps.inbox.deliver({
      organizationId: row.organizationId,
      to: { role: row.approverRole },
      kind: 'promotion_requested',
      data: {
        app: words.app,
        version: words.version,
        environment: row.toEnvironment,
        requester: params.requester,
      },
      link: words.link,
      mail: {
        subject: formatMessage('promotions.mailSubject.requested', params),
        text: formatMessage('promotions.mailText.requested', params),
      },
    });
    return one({ userId: actor.userId, organizationId: actor.organizationId, roles: [] }, row.id);
  };

  return {
    gate,

    policies,

    async setPolicies(
      actor: { userId: string; organizationId: string },
      body: PromotionPolicies,
    ): Promise<PromotionPolicies> {
      const before = await policies(actor.organizationId);
      await withTransaction(deps.db, (tx) =>
        repo.replacePolicies(tx, actor.organizationId, actor.userId, body.data),
      );
      const after = await policies(actor.organizationId);
      await audit({
        ...actor,
        action: 'apps.promotion.policy',
        message: `Changed the promotion approval policies: ${
          after.data.map((p) => `${p.environment} ${p.requiredApprovals} by ${p.approverRole}`).join(', ') ||
          'none'
        }`,
        before,
        after,
      });
      return after;
    },

    async list(
      viewer: Viewer,
      query: { appId?: string | undefined; state?: PromotionRequestState | undefined },
    ) {
      const views = await repo.views(viewer.organizationId, query);
      return { total: views.length, data: views.map((view) => toRequest(view, viewer)) };
    },

    get: one,

    /**
     * Approve or reject: a member of the request's role other than its requester, while it is open and
     * before it expires, once each. Decisions on one request are taken one after the other (the row is
     * locked), so the Nth approval starts the promotion exactly once.
     */
    async decide(
      viewer: Viewer,
      id: string,
      decision: PromotionDecisionKind,
      comment: string,
    ): Promise<PromotionRequest> {
      const outcome = await withTransaction(deps.db, async (tx) => {
        const row = await repo.lock(tx, viewer.organizationId, id);
        if (!row) throw notFound();
        if (row.state !== 'OPEN')
          throw new HttpError(
            'conflict',
            `This promotion request is no longer open: it ${endedWords[row.state]}.`,
          );
        if (row.expiresAt <= now())
          throw new HttpError('conflict', 'This promotion request is no longer open: it expired.');
        if (!viewer.roles.includes(row.approverRole))
          throw new HttpError(
            'forbidden',
            `Only members with the role ${row.approverRole} may approve or reject this promotion.`,
          );
        if (row.requestedBy === viewer.userId)
          throw new HttpError(
            'forbidden',
            'You asked for this promotion: another member with the role must approve or reject it.',
          );
        if (await repo.hasDecided(tx, row.id, viewer.userId))
          throw new HttpError('conflict', 'You have already decided on this promotion request.');
        const approvals = await repo.decide(tx, {
          requestId: row.id,
          userId: viewer.userId,
          decision,
          comment,
        });
        if (decision === 'reject') return { ended: await repo.setState(tx, row.id, 'OPEN', 'REJECTED') };
        if (approvals >= row.requiredApprovals)
          return { approved: await repo.setState(tx, row.id, 'OPEN', 'APPROVED') };
        return {};
      });
      const words = await repo.appName((await one(viewer, id)).appId);
      await audit({
        userId: viewer.userId,
        organizationId: viewer.organizationId,
        action: `apps.promotion.${decision}`,
        target: id,
        message: `${decision === 'approve' ? 'Approved' : 'Rejected'} a promotion request of app '${words}'${comment ? `: ${comment}` : ''}`,
        after: { decision, comment },
      });
      if (outcome.ended) {
        await auditEnd(outcome.ended, viewer.userId);
        await tellRequester(outcome.ended);
      }
      if (outcome.approved) await promote(outcome.approved, viewer.userId);
      return one(viewer, id);
    },

    /** The expiry job's tick: ends what is past its time, tells and audits each once. */
    async expire(): Promise<number> {
      const at = now();
      const ended = await repo.expire(at, new Date(at.getTime() - STUCK_MS));
      for (const row of ended) {
        if (row.requestedBy) await auditEnd(row, row.requestedBy);
        await tellRequester(row);
      }
      return ended.length;
    },
  };
}

export type PromotionApprovalsService = ReturnType<typeof promotionApprovalsService>;

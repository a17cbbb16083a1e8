import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import type { AppsService } from '../apps/apps.service.ts';
import type { InboxService } from '../inbox/inbox.service.ts';
import { promotionApprovalsRepository } from './promotionApprovals.repository.ts';
import { promotionApprovalsRoutes } from './promotionApprovals.routes.ts';
import { type PromotionApprovalsService, promotionApprovalsService } from './promotionApprovals.service.ts';
import { definePromotionExpiryJob } from './promotionRequestExpiry.ts';

/**
 * Approvals before a version enters an environment (docs/product/promotions.md PROMO-1, PROMO-2): the
 * policies' and requests' API, the expiry cron, and the gate promote asks. After apps and inbox.
 */
export async function registerPromotionApprovalsModule(
  app: FastifyInstance,
  deps: Deps & {
    audit: AuditLog;
    inbox: Pick<InboxService, 'deliver'>;
    apps: Pick<AppsService, 'transition' | 'setPromotionGate'>;
  },
): Promise<PromotionApprovalsService> {
  const db = deps.database.db;
  const service = promotionApprovalsService({
    db,
    repo: promotionApprovalsRepository(db),
    audit: deps.audit,
    inbox: deps.inbox,
    apps: deps.apps,
    logger: app.log,
  });
  deps.apps.setPromotionGate(service.gate);
  definePromotionExpiryJob(deps.jobs, service.expire);
  await app.register(promotionApprovalsRoutes, { db, service });
  return service;
}

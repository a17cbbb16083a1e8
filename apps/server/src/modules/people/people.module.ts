import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import { createMailer } from '../../platform/mail/mailer.ts';
import type { EntitlementLimits } from '../entitlements/entitlements.port.ts';
import { adminUsersRepository } from './adminUsers.repository.ts';
import { adminUsersRoutes } from './adminUsers.routes.ts';
import { adminUsersService } from './adminUsers.service.ts';
import { peopleRepository } from './people.repository.ts';
import { peopleRoutes } from './people.routes.ts';
import { type PeopleService, peopleService } from './people.service.ts';
import { rolesRepository } from './roles.repository.ts';
import { rolesRoutes } from './roles.routes.ts';
import { rolesService } from './roles.service.ts';
import { staffAudit } from './staffAudit.ts';

/** Company members and invitations, staff's view of every account, and the roles' permissions. */
export async function registerPeopleModule(
  app: FastifyInstance,
  deps: Deps & { audit: AuditLog; entitlements: EntitlementLimits },
): Promise<PeopleService> {
  const { db } = deps.database;
  const mailer = createMailer(deps.config, app.log);
  const service = peopleService(peopleRepository(db), {
    audit: deps.audit,
    mailer,
    entitlements: deps.entitlements,
    publicUrl: deps.config.publicUrl,
    productName: deps.config.productName,
  });
  const users = adminUsersRepository(db);
  const audit = staffAudit(users, deps.audit);
  await app.register(peopleRoutes, { db, service });
  await app.register(adminUsersRoutes, { service: adminUsersService(users, audit) });
  await app.register(rolesRoutes, { service: rolesService(rolesRepository(db), audit) });
  return service;
}

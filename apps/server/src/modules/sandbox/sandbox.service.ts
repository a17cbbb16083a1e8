import {
  formatMessage,
  type SandboxListQuery,
  type SandboxWorkerV1,
  type SandboxWorkerV2,
  type sandboxTimeOffTypes,
  type Tenant,
  type TenantTokenScope,
  tenantTokenScopes,
} from '@portal/contracts';
import { HttpError } from '../../platform/httpError.ts';
import type { TenantsService } from '../tenants/tenants.service.ts';
import type { TenantTokenClaims } from '../tenants/tenantTokens.service.ts';
import { generateDataset, SANDBOX_WORKERS, seedOf } from './dataset.ts';
import type { SandboxRepository, WorkerRow } from './sandbox.repository.ts';

/** What the sandbox asks of tenant tokens: the tenants module's verify(). */
export type TenantTokenVerifier = (token: string) => Promise<TenantTokenClaims | null>;

/** How long a call waits for its tenant's first seeding before it is told to come back (503). */
const SEED_WAIT_MS = 8_000;

export class SandboxUnauthorized extends Error {
  readonly reason: 'missing' | 'invalid';
  constructor(reason: 'missing' | 'invalid') {
    super(
      reason === 'missing'
        ? 'Send a tenant token: Authorization: Bearer <token>.'
        : 'The tenant token is not valid for this tenant, or has expired.',
    );
    this.reason = reason;
  }
}

export class SandboxForbidden extends Error {
  readonly scope: TenantTokenScope;
  constructor(scope: TenantTokenScope) {
    super(`The tenant token lacks the scope ${scope}.`);
    this.scope = scope;
  }
}

export class SandboxSeeding extends Error {
  constructor() {
    super('The sandbox tenant is being prepared. Try again in a few seconds.');
  }
}

/** A WS-Security guess refused before its password is checked: the address used up its guesses. */
export class SandboxTooManyGuesses extends Error {
  readonly retryAfterSeconds: number;
  constructor(username: string, retryAfterSeconds: number) {
    super(formatMessage('sandbox.tooManyGuesses', { username, minutes: Math.ceil(retryAfterSeconds / 60) }));
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The sandbox cannot take the call now (its slots or the password checks are all taken). */
export class SandboxBusy extends Error {
  constructor() {
    super(formatMessage('sandbox.busy'));
  }
}

const money = (value: string) => Number(value);

function found<T>(row: T | null, what: string, id: string): T {
  if (!row) throw new HttpError('not_found', `${what} ${id} not found.`);
  return row;
}

export function toWorkerV1(row: WorkerRow): SandboxWorkerV1 {
  return {
    id: row.id,
    firstName: row.givenName,
    lastName: row.familyName,
    email: row.email,
    jobTitle: row.jobTitle,
    jobProfileId: row.jobProfileId,
    organizationId: row.organizationId,
    costCenterId: row.costCenterId,
    location: row.location,
    hireDate: row.hireDate,
    status: row.status,
    annualSalary: money(row.annualSalary),
    currency: row.currency,
  };
}

export function toWorkerV2(row: WorkerRow): SandboxWorkerV2 {
  return {
    id: row.id,
    name: { given: row.givenName, family: row.familyName, formatted: `${row.givenName} ${row.familyName}` },
    email: row.email,
    primaryJob: {
      jobProfileId: row.jobProfileId,
      title: row.jobTitle,
      organizationId: row.organizationId,
      costCenterId: row.costCenterId,
      location: row.location,
    },
    hireDate: row.hireDate,
    status: row.status,
    compensation: { annualSalary: money(row.annualSalary), currency: row.currency },
  };
}

/**
 * The sandbox tenant (docs/product/sandbox.md SANDBOX-1, SANDBOX-6): who may call it (a tenant token for this
 * tenant, with the scope of the service), its data seeded on first use, and the reads and writes of its
 * services.
 */
export function sandboxService(deps: {
  repo: SandboxRepository;
  tenants: Pick<TenantsService, 'byName'>;
  /** SOAP's WS-Security check of an integration user (soap/wsSecurity.ts): the tenant, null, or a refusal. */
  integrationSignIn: (
    tenantName: string,
    credentials: { username: string; password: string },
    address: string,
  ) => Promise<Tenant | null>;
  verify: TenantTokenVerifier;
  workers?: number;
  /** How long a first call waits for the tenant's seed (SANDBOX_SEED_WAIT_MS). */
  seedWaitMs?: number;
}) {
  const { repo } = deps;
  const seeding = new Map<string, Promise<void>>();

  /** Seeds the tenant if it is not yet; the call waits a bounded time for it (SandboxSeeding after). */
  async function ready(tenant: Tenant): Promise<void> {
    const waited = await Promise.race([
      seedOnce(tenant).then(() => true),
      new Promise<false>((resolve) => setTimeout(resolve, deps.seedWaitMs ?? SEED_WAIT_MS, false).unref()),
    ]);
    if (!waited) throw new SandboxSeeding();
  }

  /** Seeds once per tenant and process; a second process finds the row claimed and writes nothing. */
  function seedOnce(tenant: Tenant): Promise<void> {
    let running = seeding.get(tenant.id);
    if (!running) {
      running = (async () => {
        if (await repo.isSeeded(tenant.id)) return;
        await repo.seed(
          tenant.id,
          seedOf(tenant.name),
          generateDataset(tenant.name, deps.workers ?? SANDBOX_WORKERS),
        );
      })().finally(() => seeding.delete(tenant.id));
      seeding.set(tenant.id, running);
    }
    return running;
  }

  return {
    /**
     * The tenant a call may use: its token must be live and for this tenant (401 otherwise), and the path's
     * tenant must exist in the token's company (404 otherwise: a tenant of another company is not found,
     * whatever its name). A tenant not yet seeded is seeded now, the call waiting a while for it.
     */
    async authorize(
      tenantName: string,
      authorization: string | undefined,
      // GraphQL checks each field's scope as it resolves it: null lets the token in without one.
      scope: TenantTokenScope | null,
    ): Promise<{ tenant: Tenant; claims: TenantTokenClaims }> {
      const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
      if (!token) throw new SandboxUnauthorized('missing');
      const claims = await deps.verify(token);
      if (!claims) throw new SandboxUnauthorized('invalid');
      const tenant = await deps.tenants.byName(claims.organizationId, tenantName);
      if (!tenant) throw new HttpError('not_found', 'Tenant not found.');
      if (tenant.id !== claims.tenantId) throw new SandboxUnauthorized('invalid');
      if (scope && !claims.scopes.includes(scope)) throw new SandboxForbidden(scope);
      await ready(tenant);
      return { tenant, claims };
    },

    /**
     * SOAP's other way in: a WS-Security UsernameToken of the tenant's integration user (`ISU_<tenant>`,
     * its password set by the provisioner), which may use every service of its tenant; `address` is the
     * caller's, whose wrong passwords are counted.
     */
    async authorizeIntegration(
      tenantName: string,
      credentials: { username: string; password: string },
      address: string,
    ): Promise<{ tenant: Tenant; claims: TenantTokenClaims }> {
      const tenant = await deps.integrationSignIn(tenantName, credentials, address);
      if (!tenant) throw new SandboxUnauthorized('invalid');
      await ready(tenant);
      const claims: TenantTokenClaims = {
        tenant: tenant.name,
        tenantId: tenant.id,
        organizationId: tenant.organizationId,
        subject: credentials.username,
        clientId: null,
        scopes: [...tenantTokenScopes],
        expiresAt: new Date(Date.now() + 60_000),
      };
      return { tenant, claims };
    },

    seedOnce,

    async workers(tenantId: string, query: SandboxListQuery) {
      return repo.workers(tenantId, query);
    },
    async worker(tenantId: string, id: string) {
      const row = await repo.worker(tenantId, id);
      if (!row) throw new HttpError('not_found', `Worker ${id} not found.`);
      return row;
    },
    async patchWorker(tenantId: string, id: string, patch: { email?: string; location?: string }) {
      if (!(await repo.patchWorker(tenantId, id, patch)))
        throw new HttpError('not_found', `Worker ${id} not found.`);
      return (await repo.worker(tenantId, id))!;
    },

    organizations: repo.organizations,
    organization: async (tenantId: string, id: string) =>
      found(await repo.organization(tenantId, id), 'Organization', id),
    jobProfiles: repo.jobProfiles,
    jobProfile: async (tenantId: string, id: string) =>
      found(await repo.jobProfile(tenantId, id), 'Job profile', id),
    timeOffRequests: repo.timeOffRequests,
    timeOffRequest: async (tenantId: string, id: string) =>
      found(await repo.timeOffRequest(tenantId, id), 'Time off request', id),

    /** A submitted request of one of the tenant's workers (400 for a worker the tenant does not have). */
    async createTimeOff(
      tenantId: string,
      request: {
        workerId: string;
        type: (typeof sandboxTimeOffTypes)[number];
        startDate: string;
        endDate: string;
        hours: number;
      },
    ) {
      if (!(await repo.worker(tenantId, request.workerId)))
        throw new HttpError('bad_request', `workerId: no worker ${request.workerId} in this tenant.`);
      return repo.createTimeOff(tenantId, {
        ...request,
        hours: request.hours.toFixed(2),
        status: 'Submitted',
      });
    },

    async balances(tenantId: string, workerId: string) {
      if (!(await repo.worker(tenantId, workerId)))
        throw new HttpError('not_found', `Worker ${workerId} not found.`);
      return repo.balances(tenantId, workerId);
    },

    suppliers: repo.suppliers,
    supplier: async (tenantId: string, id: string) =>
      found(await repo.supplier(tenantId, id), 'Supplier', id),
    invoices: repo.invoices,
    invoice: async (tenantId: string, id: string) => found(await repo.invoice(tenantId, id), 'Invoice', id),

    /** A draft invoice of one of the tenant's suppliers. */
    async createInvoice(
      tenantId: string,
      invoice: {
        supplierId: string;
        number: string;
        amount: number;
        currency: string;
        invoiceDate: string;
        dueDate: string;
      },
    ) {
      if (!(await repo.supplier(tenantId, invoice.supplierId)))
        throw new HttpError('bad_request', `supplierId: no supplier ${invoice.supplierId} in this tenant.`);
      return repo.createInvoice(tenantId, { ...invoice, amount: invoice.amount.toFixed(2), status: 'Draft' });
    },
  };
}

export type SandboxService = ReturnType<typeof sandboxService>;

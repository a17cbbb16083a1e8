import {
  type AccountStatus,
  type BillingIdCheck,
  type BillingLookup,
  type Company,
  type CompanyListQuery,
  type CompanyPage,
  type CompanyRef,
  type CompanyWrite,
  canTransition,
  companyFormIssues,
  formatMessage,
  isSpecialOrganizationType,
  linkIssue,
  type MessageKey,
} from '@portal/contracts';
import type { AuditEvent, AuditLog } from '../../platform/audit.ts';
import { HttpError } from '../../platform/httpError.ts';
import {
  type CompaniesRepository,
  type CompanyRow,
  type CompanyValues,
  DuplicateBillingId,
  type LinkOutcome,
} from './companies.repository.ts';

/** Who acts: a provider employee with admin.companies. */
export type StaffActor = { userId: string; ip?: string };

/** Sends a company to the provisioning job (companies.provisioning.ts); set once the job runner exists. */
export type ProvisioningQueue = { provision(organizationId: string): Promise<void> };

const notFound = () => new HttpError('not_found', formatMessage('company.notFound'));
const conflict = (key: MessageKey) => new HttpError('conflict', formatMessage(key));

const linkRefusal: Record<Exclude<LinkOutcome, 'linked' | 'missing'>, MessageKey> = {
  fromLinked: 'company.linkFromLinked',
  alreadyLinked: 'company.linkAlreadyLinked',
  sameType: 'company.linkSameType',
  cycle: 'company.linkCycle',
};

/** The fields an audit entry compares, before and after. */
const audited = (row: CompanyRow) => ({
  name: row.name,
  organizationType: row.organizationType,
  region: row.region,
  billingId: row.billingId,
  tenantPrefix: row.tenantPrefix,
  emailDomains: row.emailDomains.join(','),
});

/**
 * Company creation (docs/product/companies.md COMPANIES-5), checked with the contracts' rule. Test
 * companies (Education and Hackathon: COMPANIES-1) have digits-only billing IDs (COMPANIES-6).
 */
function valuesOf(input: CompanyWrite): CompanyValues {
  const form = {
    name: input.organizationName,
    billingId: input.billingId,
    tenantPrefix: input.tenantPrefix,
    region: input.region,
    domains: input.emailDomains,
    isTestCompany: isSpecialOrganizationType(input.organizationType),
  };
  const [issue] = companyFormIssues(form);
  if (issue) throw new HttpError('bad_request', formatMessage(issue.key, issue.params));
  return {
    name: input.organizationName.trim(),
    organizationType: input.organizationType,
    region: input.region.trim() as CompanyValues['region'],
    billingId: input.billingId.trim(),
    tenantPrefix: input.tenantPrefix.trim(),
    // Lower-cased and de-duplicated: a domain is matched case-insensitively wherever it is used.
    emailDomains: [...new Set(input.emailDomains.map((d) => d.trim().toLowerCase()).filter(Boolean))],
  };
}

export function companiesService(repo: CompaniesRepository, audit: AuditLog, queue: () => ProvisioningQueue) {
  /** An audit entry of a staff change, in the changed company's trail. */
  const record = (
    actor: StaffActor,
    row: CompanyRow,
    event: Pick<AuditEvent, 'action' | 'message' | 'before' | 'after'>,
  ) =>
    audit({
      organizationId: row.id,
      userId: actor.userId,
      ...(actor.ip ? { ip: actor.ip } : {}),
      target: row.id,
      ...event,
    });
  const toCompanies = async (rows: CompanyRow[]): Promise<Company[]> => {
    const targets = await repo.refsOf([...new Set(rows.flatMap((r) => r.linkedOrganizationId ?? []))]);
    const from = await repo.linkedFrom(rows.map((r) => r.id));
    return rows.map((row) => ({
      organizationUuid: row.id,
      organizationName: row.name,
      organizationType: row.organizationType,
      region: row.region as Company['region'],
      billingId: row.billingId,
      tenantPrefix: row.tenantPrefix,
      emailDomains: row.emailDomains,
      accountStatus: row.accountStatus,
      isAWS: row.isAws,
      linkedTo: (row.linkedOrganizationId && targets.get(row.linkedOrganizationId)) || null,
      linkedFrom: from.get(row.id) ?? [],
      createdAt: row.createdAt.toISOString(),
    }));
  };
  const toCompany = async (row: CompanyRow) => (await toCompanies([row]))[0]!;
  const load = async (id: string) => {
    const row = await repo.byId(id.toLowerCase());
    if (!row) throw notFound();
    return row;
  };
  const billingTaken = () => conflict('company.billingIdUnique');
  /**
   * The change is committed and its job due (provisioning_due_at): a send that fails now is the sweep's
   * to repeat within a minute, so the request still succeeds instead of inviting a second create.
   */
  const sendJob = (id: string) =>
    queue()
      .provision(id)
      .catch(() => undefined);

  return {
    async list(query: CompanyListQuery): Promise<CompanyPage> {
      const { total, rows } = await repo.page(query);
      return { total, data: await toCompanies(rows) };
    },

    get: async (id: string): Promise<Company> => toCompany(await load(id)),

    async create(actor: StaffActor, input: CompanyWrite): Promise<Company> {
      const values = valuesOf(input);
      let row: CompanyRow;
      try {
        row = await repo.insert(values);
      } catch (error) {
        if (error instanceof DuplicateBillingId) throw billingTaken();
        throw error;
      }
      await record(actor, row, {
        action: 'companies.create',
        message: `Created company ${row.name}`,
        after: { ...audited(row), accountStatus: row.accountStatus },
      });
      await sendJob(row.id);
      return toCompany(row);
    },

    async update(actor: StaffActor, id: string, input: CompanyWrite): Promise<Company> {
      const before = await load(id);
      const values = valuesOf(input);
      let after: Awaited<ReturnType<CompaniesRepository['update']>>;
      try {
        after = await repo.update(before.id, values);
      } catch (error) {
        if (error instanceof DuplicateBillingId) throw billingTaken();
        throw error;
      }
      if (after === 'missing') throw notFound();
      // Retyping a company into its linked company's type would break the linking rule.
      if (after === 'sameType') throw conflict('company.linkSameType');
      const was = audited(before);
      const is = audited(after);
      const changed = (Object.keys(is) as (keyof typeof is)[]).filter((key) => was[key] !== is[key]);
      if (changed.length > 0)
        await record(actor, after, {
          action: 'companies.update',
          message: `Updated company ${after.name}`,
          before: Object.fromEntries(changed.map((key) => [key, was[key]])),
          after: Object.fromEntries(changed.map((key) => [key, is[key]])),
        });
      return toCompany(after);
    },

    async billing(billingId: string): Promise<BillingLookup> {
      const row = await repo.byBillingId(billingId.trim());
      if (!row) throw new HttpError('not_found', 'No company has this billing ID.');
      const ref = (await repo.refsOf([row.id])).get(row.id)!;
      return { billingId: row.billingId!, organization: ref };
    },

    async checkBillingId(billingId: string): Promise<BillingIdCheck> {
      const row = await repo.byBillingId(billingId.trim());
      if (!row) return { billingId, holder: null };
      return { billingId: row.billingId!, holder: (await repo.refsOf([row.id])).get(row.id)! };
    },

    async lookup(text: string): Promise<CompanyRef[]> {
      const rows = await repo.lookup(text, 20);
      return rows.map((r) => ({
        organizationUuid: r.id,
        organizationName: r.name,
        organizationType: r.organizationType,
        billingId: r.billingId,
      }));
    },

    async link(actor: StaffActor, fromId: string, toId: string): Promise<Company> {
      const [from, to] = [await load(fromId), await load(toId)];
      // The pure rule first, for its exact message; the locked rows decide again in the repository.
      const issue = linkIssue(
        { id: from.id, organizationType: from.organizationType, linkedTo: from.linkedOrganizationId },
        { id: to.id, organizationType: to.organizationType, linkedTo: to.linkedOrganizationId },
      );
      if (issue)
        throw new HttpError(
          issue.key === 'company.linkSelf' ? 'bad_request' : 'conflict',
          formatMessage(issue.key),
        );
      const outcome = await repo.link(from.id, to.id);
      if (outcome === 'missing') throw notFound();
      if (outcome !== 'linked') throw conflict(linkRefusal[outcome]);
      await record(actor, from, {
        action: 'companies.link',
        message: `Linked company ${from.name} to ${to.name}`,
        before: { linkedTo: null },
        after: { linkedTo: to.id },
      });
      return toCompany(await load(from.id));
    },

    async unlink(actor: StaffActor, id: string): Promise<Company> {
      const row = await load(id);
      const was = await repo.unlink(row.id);
      if (!was) throw conflict('company.notLinked');
      await record(actor, row, {
        action: 'companies.unlink',
        message: `Unlinked company ${row.name}`,
        before: { linkedTo: was },
        after: { linkedTo: null },
      });
      return toCompany(await load(row.id));
    },

    /** A status step staff take (contracts' accountTransitions, `by: 'staff'`); 409 for any other. */
    async changeStatus(actor: StaffActor, id: string, to: AccountStatus): Promise<Company> {
      const row = await load(id);
      const refused = () =>
        new HttpError(
          'conflict',
          formatMessage('company.statusTransition', {
            from: row.accountStatus || 'empty',
            to: to || 'empty',
          }),
        );
      if (!canTransition(row.accountStatus, to, 'staff')) throw refused();
      const moved = await repo.moveStatus(row.id, row.accountStatus, to);
      if (!moved) throw refused();
      await record(actor, row, {
        action: 'companies.status',
        message: `Account status of ${row.name}: ${row.accountStatus || 'empty'} to ${to}`,
        before: { accountStatus: row.accountStatus },
        after: { accountStatus: to },
      });
      // Provisioning (again) and deletion requests are the job's to carry on.
      if (to === 'INITIATED' || to === 'DELETION_REQUESTED') await sendJob(row.id);
      return toCompany(moved);
    },
  };
}

export type CompaniesService = ReturnType<typeof companiesService>;

import {
  sandboxOrganizationTypes,
  sandboxTimeOffCreateSchema,
  sandboxTimeOffStatuses,
  sandboxTimeOffTypes,
  sandboxWorkerStatuses,
  type TenantTokenScope,
} from '@portal/contracts';
import type { SandboxService } from '../sandbox.service.ts';
import { toWorkerV1 } from '../sandbox.service.ts';
import { child, SoapClientFault, textOf, type XmlElement } from './soapEnvelope.ts';
import { field, group, responseFilter, responseResults, type XsdElement } from './soapSchema.ts';

export const soapNamespace = (service: string) => `urn:portal:sandbox:${service}`;

export type SoapOperation = {
  name: string;
  scope: TenantTokenScope;
  /** The request element's content and the answer's, as the WSDL declares them. */
  request: XsdElement[];
  answer: XsdElement[];
  handle: (
    service: SandboxService,
    tenantId: string,
    request: XmlElement,
  ) => Promise<Record<string, unknown>>;
};

function paging(request: XmlElement) {
  const filter = child(request, 'Response_Filter');
  const page = Number(textOf(filter, 'Page') ?? '1');
  const count = Number(textOf(filter, 'Count') ?? '20');
  if (!Number.isInteger(page) || page < 1)
    throw new SoapClientFault('Response_Filter/Page: a whole number from 1.');
  if (!Number.isInteger(count) || count < 1 || count > 100)
    throw new SoapClientFault('Response_Filter/Count: a whole number from 1 to 100.');
  return { page, count, query: { limit: count, offset: (page - 1) * count } };
}

const results = (total: number, page: number, count: number, shown: number) => ({
  'sb:Response_Results': {
    'sb:Total_Results': total,
    'sb:Total_Pages': Math.max(1, Math.ceil(total / count)),
    'sb:Page': page,
    'sb:Page_Results': shown,
  },
});

/**
 * The SOAP services of the sandbox tenant (docs/product/sandbox.md SANDBOX-4), document/literal like the
 * platform's: each operation reads its request element and answers `<Operation>_Response` from the same
 * service as REST.
 */
export const soapServices: Record<string, SoapOperation[]> = {
  Human_Resources: [
    {
      name: 'Get_Workers',
      scope: 'workers.read',
      request: [
        group('Request_Criteria', [
          field('Worker_ID', 'xsd:string', { required: false }),
          field('Search', 'xsd:string', { required: false }),
        ]),
        responseFilter,
      ],
      answer: [
        responseResults,
        group(
          'Response_Data',
          [
            group(
              'Worker',
              [
                field('Worker_ID', 'xsd:string'),
                field('Name', 'xsd:string'),
                field('Email', 'xsd:string'),
                field('Job_Title', 'xsd:string'),
                field('Organization_ID', 'xsd:string'),
                field('Location', 'xsd:string'),
                field('Hire_Date', 'xsd:date'),
                field('Status', 'xsd:string', { values: sandboxWorkerStatuses }),
              ],
              { many: true },
            ),
          ],
          { required: true },
        ),
      ],
      handle: async (service, tenantId, request) => {
        const criteria = child(request, 'Request_Criteria');
        const { page, count, query } = paging(request);
        const id = textOf(criteria, 'Worker_ID');
        const search = textOf(criteria, 'Search');
        const found = id
          ? await service.worker(tenantId, id).then(
              (row) => ({ total: 1, rows: [row] }),
              () => ({ total: 0, rows: [] }),
            )
          : await service.workers(tenantId, {
              ...query,
              ...(search ? { search: search.slice(0, 100) } : {}),
            });
        return {
          ...results(found.total, page, count, found.rows.length),
          'sb:Response_Data': {
            'sb:Worker': found.rows.map((row) => {
              const worker = toWorkerV1(row);
              return {
                'sb:Worker_ID': worker.id,
                'sb:Name': `${worker.firstName} ${worker.lastName}`,
                'sb:Email': worker.email,
                'sb:Job_Title': worker.jobTitle,
                'sb:Organization_ID': worker.organizationId,
                'sb:Location': worker.location,
                'sb:Hire_Date': worker.hireDate,
                'sb:Status': worker.status,
              };
            }),
          },
        };
      },
    },
    {
      name: 'Get_Organizations',
      scope: 'organizations.read',
      request: [responseFilter],
      answer: [
        responseResults,
        group(
          'Response_Data',
          [
            group(
              'Organization',
              [
                field('Organization_ID', 'xsd:string'),
                field('Name', 'xsd:string'),
                field('Type', 'xsd:string', { values: sandboxOrganizationTypes }),
                // Absent for the top of the tree.
                field('Parent_ID', 'xsd:string', { required: false }),
                field('Location', 'xsd:string'),
              ],
              { many: true },
            ),
          ],
          { required: true },
        ),
      ],
      handle: async (service, tenantId, request) => {
        const { page, count, query } = paging(request);
        const found = await service.organizations(tenantId, query);
        return {
          ...results(found.total, page, count, found.rows.length),
          'sb:Response_Data': {
            'sb:Organization': found.rows.map((row) => ({
              'sb:Organization_ID': row.id,
              'sb:Name': row.name,
              'sb:Type': row.type,
              ...(row.parentId ? { 'sb:Parent_ID': row.parentId } : {}),
              'sb:Location': row.location,
            })),
          },
        };
      },
    },
  ],
  Absence_Management: [
    {
      name: 'Put_Time_Off_Request',
      scope: 'absenceManagement.write',
      request: [
        field('Worker_ID', 'xsd:string'),
        field('Type', 'xsd:string', { values: sandboxTimeOffTypes }),
        field('Start_Date', 'xsd:date'),
        // On or after Start_Date: refused with a fault otherwise.
        field('End_Date', 'xsd:date'),
        field('Hours', 'xsd:decimal', { above: 0, max: 400 }),
      ],
      answer: [
        field('Time_Off_Request_ID', 'xsd:string'),
        field('Status', 'xsd:string', { values: sandboxTimeOffStatuses }),
      ],
      handle: async (service, tenantId, request) => {
        const parsed = sandboxTimeOffCreateSchema.safeParse({
          workerId: textOf(request, 'Worker_ID'),
          type: textOf(request, 'Type'),
          startDate: textOf(request, 'Start_Date'),
          endDate: textOf(request, 'End_Date'),
          hours: Number(textOf(request, 'Hours')),
        });
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          throw new SoapClientFault(`${issue.path.join('/') || 'request'}: ${issue.message}`);
        }
        const created = await service.createTimeOff(tenantId, parsed.data);
        return { 'sb:Time_Off_Request_ID': created.id, 'sb:Status': created.status };
      },
    },
  ],
};

/** The namespace of the service a request's parameters name, for its faults' detail; none for no service. */
export function faultNamespace(params: unknown): string | undefined {
  const name =
    typeof params === 'object' && params !== null && 'service' in params ? params.service : undefined;
  return typeof name === 'string' && Object.hasOwn(soapServices, name) ? soapNamespace(name) : undefined;
}

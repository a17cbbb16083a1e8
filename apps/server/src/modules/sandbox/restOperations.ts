import {
  type SandboxListQuery,
  type SandboxService as SandboxServiceName,
  sandboxBalanceSchema,
  sandboxInvoiceCreateSchema,
  sandboxInvoiceSchema,
  sandboxJobProfileSchema,
  sandboxListQuerySchema,
  sandboxOrganizationSchema,
  sandboxPageSchema,
  sandboxSupplierSchema,
  sandboxTimeOffCreateSchema,
  sandboxTimeOffRequestSchema,
  sandboxWorkerPatchSchema,
  sandboxWorkerV1Schema,
  sandboxWorkerV2Schema,
} from '@portal/contracts';
import { z } from 'zod';
import { type SandboxService, toWorkerV1, toWorkerV2 } from './sandbox.service.ts';

type Input = { tenantId: string; params: Record<string, string>; query: SandboxListQuery; body: unknown };

/** One REST operation of a service version: its schemas serve validation, the answer and the OpenAPI document. */
export type RestOperation = {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  summary: string;
  write: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  status: 200 | 201;
  response: z.ZodType;
  /**
   * The rules of the body its JSON Schema cannot say (a refinement across fields), each with a request that
   * breaks it and the message of its 400: the OpenAPI document shows them as examples, and a test sends each
   * one and checks the answer is the one documented (docs/product/sandbox.md SANDBOX-2).
   */
  rules?: { name: string; summary: string; breaking: unknown; message: string }[];
  handle: (service: SandboxService, input: Input) => Promise<unknown>;
};

const byId = z.object({ id: z.string().min(1).max(20) });
const paged = <T>(query: SandboxListQuery, { total, rows }: { total: number; rows: T[] }) => ({
  total,
  limit: query.limit,
  offset: query.offset,
  data: rows,
});
const list = (
  path: string,
  summary: string,
  item: z.ZodType,
  read: (
    service: SandboxService,
    tenantId: string,
    query: SandboxListQuery,
  ) => Promise<{ total: number; rows: unknown[] }>,
  map: (row: never) => unknown = (row) => row,
): RestOperation => ({
  method: 'GET',
  path,
  summary,
  write: false,
  query: sandboxListQuerySchema,
  status: 200,
  response: sandboxPageSchema(item),
  handle: async (service, { tenantId, query }) => {
    const page = await read(service, tenantId, query);
    return paged(query, { total: page.total, rows: page.rows.map((row) => map(row as never)) });
  },
});
const get = (
  path: string,
  summary: string,
  item: z.ZodType,
  read: (service: SandboxService, tenantId: string, id: string) => Promise<unknown>,
): RestOperation => ({
  method: 'GET',
  path,
  summary,
  write: false,
  params: byId,
  status: 200,
  response: item,
  handle: (service, { tenantId, params }) => read(service, tenantId, params.id!),
});
const numbers = <T extends Record<string, unknown>>(row: T, keys: (keyof T)[]) => {
  const copy: Record<string, unknown> = { ...row };
  delete copy.tenantId;
  for (const key of keys) copy[key as string] = Number(row[key]);
  return copy;
};

const workers = (version: 1 | 2): RestOperation[] => {
  const schema = version === 1 ? sandboxWorkerV1Schema : sandboxWorkerV2Schema;
  const map = version === 1 ? toWorkerV1 : toWorkerV2;
  return [
    list(
      '/workers',
      'Workers, by id; search matches name, email or id',
      schema,
      (s, t, q) => s.workers(t, q),
      map,
    ),
    get('/workers/:id', 'One worker', schema, async (s, t, id) => map(await s.worker(t, id))),
    {
      method: 'PATCH',
      path: '/workers/:id',
      summary: "Changes a worker's email or location",
      write: true,
      params: byId,
      body: sandboxWorkerPatchSchema,
      status: 200,
      response: schema,
      rules: [
        {
          name: 'emptyPatch',
          summary: 'An empty patch',
          breaking: {},
          message: 'Send email or location.',
        },
      ],
      handle: async (s, { tenantId, params, body }) =>
        map(await s.patchWorker(tenantId, params.id!, body as { email?: string; location?: string })),
    },
  ];
};

/**
 * The REST services of the sandbox tenant, by service and version (docs/product/sandbox.md SANDBOX-2).
 * Workers has two versions: v2 answers a structured name, the primary job and the compensation as objects.
 */
export const restServices: Record<SandboxServiceName, Record<number, RestOperation[]>> = {
  workers: { 1: workers(1), 2: workers(2) },
  organizations: {
    1: [
      list(
        '/organizations',
        'Companies, supervisory organizations and cost centers',
        sandboxOrganizationSchema,
        (s, t, q) => s.organizations(t, q),
        (row: never) => numbers(row, []),
      ),
      get('/organizations/:id', 'One organization', sandboxOrganizationSchema, async (s, t, id) =>
        numbers(await s.organization(t, id), []),
      ),
    ],
  },
  jobProfiles: {
    1: [
      list(
        '/jobProfiles',
        'Job profiles',
        sandboxJobProfileSchema,
        (s, t, q) => s.jobProfiles(t, q),
        (row: never) => numbers(row, []),
      ),
      get('/jobProfiles/:id', 'One job profile', sandboxJobProfileSchema, async (s, t, id) =>
        numbers(await s.jobProfile(t, id), []),
      ),
    ],
  },
  absenceManagement: {
    1: [
      list(
        '/timeOffRequests',
        'Time off requests',
        sandboxTimeOffRequestSchema,
        (s, t, q) => s.timeOffRequests(t, q),
        (row: never) => timeOff(row),
      ),
      get('/timeOffRequests/:id', 'One time off request', sandboxTimeOffRequestSchema, async (s, t, id) =>
        timeOff(await s.timeOffRequest(t, id)),
      ),
      {
        method: 'POST',
        path: '/timeOffRequests',
        summary: 'Submits a time off request for a worker',
        write: true,
        body: sandboxTimeOffCreateSchema,
        status: 201,
        rules: [
          {
            name: 'endBeforeStart',
            summary: 'An end date before the start date',
            breaking: {
              workerId: 'W-00001',
              type: 'Vacation',
              startDate: '2027-01-05',
              endDate: '2027-01-04',
              hours: 8,
            },
            message: 'endDate must not be before startDate.',
          },
        ],
        response: sandboxTimeOffRequestSchema,
        handle: async (s, { tenantId, body }) =>
          timeOff(await s.createTimeOff(tenantId, body as Parameters<SandboxService['createTimeOff']>[1])),
      },
      {
        method: 'GET',
        path: '/workers/:id/balances',
        summary: "A worker's absence balances, by plan",
        write: false,
        params: byId,
        status: 200,
        response: z.object({ data: z.array(sandboxBalanceSchema) }),
        handle: async (s, { tenantId, params }) => ({
          data: (await s.balances(tenantId, params.id!)).map((row) => numbers(row, ['balanceHours'])),
        }),
      },
    ],
  },
  financials: {
    1: [
      list(
        '/suppliers',
        'Suppliers',
        sandboxSupplierSchema,
        (s, t, q) => s.suppliers(t, q),
        (row: never) => numbers(row, []),
      ),
      get('/suppliers/:id', 'One supplier', sandboxSupplierSchema, async (s, t, id) =>
        numbers(await s.supplier(t, id), []),
      ),
      list(
        '/invoices',
        'Supplier invoices',
        sandboxInvoiceSchema,
        (s, t, q) => s.invoices(t, q),
        (row: never) => numbers(row, ['amount']),
      ),
      get('/invoices/:id', 'One invoice', sandboxInvoiceSchema, async (s, t, id) =>
        numbers(await s.invoice(t, id), ['amount']),
      ),
      {
        method: 'POST',
        path: '/invoices',
        summary: 'Records a draft supplier invoice',
        write: true,
        body: sandboxInvoiceCreateSchema,
        status: 201,
        rules: [
          {
            name: 'dueBeforeInvoice',
            summary: 'A due date before the invoice date',
            breaking: {
              supplierId: 'SUP-001',
              number: 'INV-1',
              amount: 100,
              currency: 'USD',
              invoiceDate: '2027-01-05',
              dueDate: '2027-01-04',
            },
            message: 'dueDate must not be before invoiceDate.',
          },
        ],
        response: sandboxInvoiceSchema,
        handle: async (s, { tenantId, body }) =>
          numbers(await s.createInvoice(tenantId, body as Parameters<SandboxService['createInvoice']>[1]), [
            'amount',
          ]),
      },
    ],
  },
};

function timeOff(row: Record<string, unknown>) {
  const copy: Record<string, unknown> = { ...row, hours: Number(row.hours) };
  delete copy.tenantId;
  delete copy.createdAt;
  return copy;
}

import { readFileSync } from 'node:fs';
import {
  sandboxInvoiceCreateSchema,
  sandboxTimeOffCreateSchema,
  sandboxWorkerPatchSchema,
  type TenantTokenScope,
} from '@portal/contracts';
// graphql's CommonJS entry, the one graphql-http and graphql-query-complexity load (its CommonJS build,
// for the same reason): types from graphql's ES module entry are another realm's, which graphql-js refuses.
import {
  buildSchema,
  GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isObjectType,
} from 'graphql/index.js';
import { createComplexityRule, simpleEstimator } from 'graphql-query-complexity/cjs';
import type { z } from 'zod';
import { HttpError } from '../../../platform/httpError.ts';
import type { WorkerRow } from '../sandbox.repository.ts';
import type { SandboxService } from '../sandbox.service.ts';
import { depthLimit } from './queryLimits.ts';

/** The schema's versions, oldest first: the changelog of the explorers is computed between them. */
export const schemaVersions = [
  { version: '2026-11-24', sdl: readFileSync(new URL('./schema.v1.graphql', import.meta.url), 'utf8') },
  { version: '2026-11-25', sdl: readFileSync(new URL('./schema.v2.graphql', import.meta.url), 'utf8') },
];

/** Whole years from the hire date to `on` (0 before the first anniversary, and for a future hire). */
export function tenureYears(hireDate: string, on: Date): number {
  const [year, month, day] = hireDate.split('-').map(Number) as [number, number, number];
  let years = on.getUTCFullYear() - year;
  if (on.getUTCMonth() + 1 < month || (on.getUTCMonth() + 1 === month && on.getUTCDate() < day)) years -= 1;
  return Math.max(0, years);
}

/** The most a query may cost: a field costs 1, a connection costs what it holds times `first`. */
export const MAX_COST = 5_000;
const MAX_FIRST = 100;

export type GraphqlContext = {
  service: SandboxService;
  tenantId: string;
  scopes: TenantTokenScope[];
  /** Per request: a worker's organization or job profile is read once however many workers share it. */
  loaded: Map<string, Promise<unknown>>;
};

// biome-ignore lint/suspicious/noExplicitAny: sources and arguments are typed by the schema; each resolver names the shape it reads.
type Resolver = GraphQLFieldResolver<any, GraphqlContext, any>;

const need = (context: GraphqlContext, scope: TenantTokenScope) => {
  if (!context.scopes.includes(scope))
    throw new GraphQLError(`The tenant token lacks the scope ${scope}.`, {
      extensions: { code: 'FORBIDDEN' },
    });
};
const once = <T>(context: GraphqlContext, key: string, load: () => Promise<T>): Promise<T> => {
  let value = context.loaded.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load();
    context.loaded.set(key, value);
  }
  return value;
};
/** Not found is null for a nullable field; other refusals become GraphQL errors with their message. */
const orNull = async <T>(load: Promise<T>): Promise<T | null> => {
  try {
    return await load;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
};
const input = <T>(schema: z.ZodType<T>, value: unknown): T => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new GraphQLError(`${issue.path.join('.') || 'input'}: ${issue.message}`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return parsed.data;
};
const userInput = async <T>(work: Promise<T>): Promise<T> => {
  try {
    return await work;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500)
      throw new GraphQLError(error.message, {
        extensions: { code: error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_USER_INPUT' },
      });
    throw error;
  }
};

const cursor = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
function offsetOf(after: string | null | undefined): number {
  if (!after) return 0;
  const match = /^o:(\d{1,7})$/.exec(Buffer.from(after, 'base64url').toString());
  if (!match)
    throw new GraphQLError('after: not a cursor of this API.', { extensions: { code: 'BAD_USER_INPUT' } });
  return Number(match[1]);
}
/** A connection of `first` rows after the cursor, with the total and the cursor to go on from. */
async function connection<T>(
  args: { first?: number | null; after?: string | null },
  read: (query: { limit: number; offset: number }) => Promise<{ total: number; rows: T[] }>,
) {
  const first = args.first ?? 20;
  if (first < 1 || first > MAX_FIRST)
    throw new GraphQLError(`first: between 1 and ${MAX_FIRST}.`, { extensions: { code: 'BAD_USER_INPUT' } });
  const offset = offsetOf(args.after);
  const { total, rows } = await read({ limit: first, offset });
  const edges = rows.map((node, i) => ({ cursor: cursor(offset + i + 1), node }));
  return {
    totalCount: total,
    edges,
    pageInfo: { hasNextPage: offset + rows.length < total, endCursor: edges.at(-1)?.cursor ?? null },
  };
}
const list = (search?: string | null) => (page: { limit: number; offset: number }) => ({
  ...page,
  ...(search ? { search } : {}),
});
const plain = <T extends Record<string, unknown>>(row: T, numbers: string[] = []) => {
  const copy: Record<string, unknown> = { ...row };
  for (const key of numbers) copy[key] = Number(row[key]);
  return copy;
};

const resolvers: Record<string, Record<string, Resolver>> = {
  Query: {
    workers: (_root, args, c) => {
      need(c, 'workers.read');
      return connection(args, (page) => c.service.workers(c.tenantId, list(args.search)(page)));
    },
    worker: (_root, args, c) => {
      need(c, 'workers.read');
      return orNull(c.service.worker(c.tenantId, args.id));
    },
    jobProfile: (_root, args, c) => {
      need(c, 'jobProfiles.read');
      return orNull(c.service.jobProfile(c.tenantId, args.id));
    },
    supplier: (_root, args, c) => {
      need(c, 'financials.read');
      return orNull(c.service.supplier(c.tenantId, args.id));
    },
    organizations: (_root, args, c) => {
      need(c, 'organizations.read');
      return connection(args, (page) => c.service.organizations(c.tenantId, list(args.search)(page)));
    },
    organization: (_root, args, c) => {
      need(c, 'organizations.read');
      return orNull(c.service.organization(c.tenantId, args.id));
    },
    jobProfiles: (_root, args, c) => {
      need(c, 'jobProfiles.read');
      return connection(args, (page) => c.service.jobProfiles(c.tenantId, list(args.search)(page)));
    },
    timeOffRequests: (_root, args, c) => {
      need(c, 'absenceManagement.read');
      return connection(args, (page) =>
        c.service.timeOffRequests(c.tenantId, list()(page), args.workerId ?? undefined),
      );
    },
    suppliers: (_root, args, c) => {
      need(c, 'financials.read');
      return connection(args, (page) => c.service.suppliers(c.tenantId, list(args.search)(page)));
    },
    invoices: (_root, args, c) => {
      need(c, 'financials.read');
      return connection(args, (page) =>
        c.service.invoices(c.tenantId, list()(page), args.supplierId ?? undefined),
      );
    },
  },
  Mutation: {
    submitTimeOff: (_root, args, c) => {
      need(c, 'absenceManagement.write');
      return userInput(c.service.createTimeOff(c.tenantId, input(sandboxTimeOffCreateSchema, args.input)));
    },
    updateWorker: (_root, args, c) => {
      need(c, 'workers.write');
      const patch = input(sandboxWorkerPatchSchema, { ...args.input });
      return userInput(c.service.patchWorker(c.tenantId, args.id, patch));
    },
    createInvoice: (_root, args, c) => {
      need(c, 'financials.write');
      return userInput(
        c.service.createInvoice(c.tenantId, input(sandboxInvoiceCreateSchema, { ...args.input })),
      );
    },
  },
  Worker: {
    name: (w: WorkerRow) => ({
      given: w.givenName,
      family: w.familyName,
      formatted: `${w.givenName} ${w.familyName}`,
    }),
    status: (w: WorkerRow) => w.status.toUpperCase().replace(' ', '_'),
    tenureYears: (w: WorkerRow) => tenureYears(w.hireDate, new Date()),
    compensation: (w: WorkerRow) => ({ annualSalary: Number(w.annualSalary), currency: w.currency }),
    jobProfile: (w: WorkerRow, _a, c) =>
      once(c, `jp:${w.jobProfileId}`, () => c.service.jobProfile(c.tenantId, w.jobProfileId)),
    organization: (w: WorkerRow, _a, c) =>
      once(c, `org:${w.organizationId}`, () => c.service.organization(c.tenantId, w.organizationId)),
    costCenter: (w: WorkerRow, _a, c) =>
      once(c, `org:${w.costCenterId}`, () => c.service.organization(c.tenantId, w.costCenterId)),
    absenceBalances: async (w: WorkerRow, _a, c) => {
      need(c, 'absenceManagement.read');
      return (await c.service.balances(c.tenantId, w.id)).map((row) => plain(row, ['balanceHours']));
    },
  },
  Organization: {
    parent: (o: { parentId: string | null }, _a, c) =>
      o.parentId ? once(c, `org:${o.parentId}`, () => c.service.organization(c.tenantId, o.parentId!)) : null,
  },
  TimeOffRequest: {
    hours: (t: { hours: string }) => Number(t.hours),
    worker: (t: { workerId: string }, _a, c) =>
      once(c, `w:${t.workerId}`, () => c.service.worker(c.tenantId, t.workerId)),
  },
  Invoice: {
    amount: (i: { amount: string }) => Number(i.amount),
    supplier: (i: { supplierId: string }, _a, c) =>
      once(c, `sup:${i.supplierId}`, () => c.service.supplier(c.tenantId, i.supplierId)),
  },
};

/** The current schema with its resolvers, and a connection field's cost set to `first` times its contents. */
export function sandboxSchema(): GraphQLSchema {
  const schema = buildSchema(schemaVersions.at(-1)!.sdl);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values((type as GraphQLObjectType).getFields())) {
      const resolve = resolvers[type.name]?.[field.name];
      if (resolve) field.resolve = resolve;
      if (getNamedType(field.type).name.endsWith('Connection'))
        field.extensions = {
          ...field.extensions,
          complexity: ({ args, childComplexity }: { args: { first?: number }; childComplexity: number }) =>
            1 + (args.first ?? 20) * childComplexity,
        };
    }
  }
  return schema;
}

/** The limits run as validation rules: a query past them is refused whole, before anything executes. */
export function queryLimitRules(variables: Record<string, unknown> | undefined) {
  return [
    depthLimit,
    createComplexityRule({
      maximumComplexity: MAX_COST,
      variables: variables ?? {},
      estimators: [
        ({ field, args, childComplexity }) => {
          const cost = field.extensions?.complexity;
          return typeof cost === 'function' ? cost({ args, childComplexity }) : undefined;
        },
        simpleEstimator({ defaultComplexity: 1 }),
      ],
      createError: (max, actual) =>
        new GraphQLError(`The query costs ${actual}; at most ${max} is allowed.`, {
          extensions: { code: 'QUERY_TOO_COSTLY' },
        }),
    }),
  ];
}

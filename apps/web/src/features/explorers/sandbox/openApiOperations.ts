import { type SandboxService, sandboxRestVersions, sandboxServices } from '@portal/contracts';

/** The parts of an OpenAPI 3.1 document the explorer reads (the sandbox writes them, openApiDocument.ts). */
export type JsonSchema = Record<string, unknown>;
export type OpenApiParameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema };
type OpenApiOperation = {
  summary: string;
  operationId: string;
  security?: { tenantToken: string[] }[];
  parameters?: OpenApiParameter[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<
    string,
    { description: string; content?: { 'application/json': { schema: JsonSchema } } }
  >;
};
export type OpenApiDocument = {
  info: { title: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
};

/** One operation of one service version, flattened for the list and the detail. */
export type ExplorerOperation = {
  /** `{service}.v{version}.{operationId}`: the operation's id in the URL (?op=). */
  key: string;
  service: SandboxService;
  version: number;
  method: string;
  /** The path template under the service version, e.g. `/workers/{id}`. */
  path: string;
  summary: string;
  scope: string | null;
  parameters: OpenApiParameter[];
  requestSchema: JsonSchema | null;
  responses: { status: string; description: string; schema: JsonSchema | null }[];
};

/** Every service version the sandbox serves, in the contracts' order. */
export const serviceVersions = sandboxServices.flatMap((service) =>
  sandboxRestVersions[service].map((version) => ({ service, version })),
);

export const documentPath = (tenant: string, service: string, version: number) =>
  `/sandbox/${encodeURIComponent(tenant)}/api/${service}/v${version}/openapi.json`;

export function operationsOf(
  service: SandboxService,
  version: number,
  doc: OpenApiDocument,
): ExplorerOperation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      key: `${service}.v${version}.${op.operationId}`,
      service,
      version,
      method: method.toUpperCase(),
      path,
      summary: op.summary,
      scope: op.security?.[0]?.tenantToken[0] ?? null,
      parameters: op.parameters ?? [],
      requestSchema: op.requestBody?.content['application/json'].schema ?? null,
      responses: Object.entries(op.responses).map(([status, answer]) => ({
        status,
        description: answer.description,
        schema: answer.content?.['application/json'].schema ?? null,
      })),
    })),
  );
}

/** Case-insensitive match on the method, path, summary and service: what a user types to find one. */
export function matches(op: ExplorerOperation, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  // What the list shows (`workers/v2/workers/{id}`), so what a user sees is what they can type.
  const text = `${op.method} ${op.service}/v${op.version}${op.path} ${op.summary}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

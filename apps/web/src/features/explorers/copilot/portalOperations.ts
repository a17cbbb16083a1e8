/** The parts of the portal's OpenAPI document (GET /api/openapi.json) the copilot API page reads. */
type JsonSchema = Record<string, unknown>;
type PortalOperation = {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
};
export type PortalOpenApiDocument = { paths: Record<string, Record<string, PortalOperation>> };

export type ApiOperation = {
  key: string;
  method: string;
  /** OpenAPI's path template, e.g. `/sub-api/v1/copilot/history/{id}`. */
  path: string;
  summary: string;
  parameters: { name: string; in: string; required: boolean }[];
  requestSchema: JsonSchema | null;
  responses: { status: string; description: string; schema: JsonSchema | null }[];
};

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

/** The operations under a path prefix, in path order, each with its schemas as the server declares them. */
export function operationsUnder(doc: PortalOpenApiDocument, prefix: string): ApiOperation[] {
  return Object.entries(doc.paths)
    .filter(([path]) => path === prefix || path.startsWith(`${prefix}/`))
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => METHOD_ORDER.includes(method))
        .sort(([a], [b]) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b))
        .map(([method, op]) => ({
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          summary: op.summary ?? '',
          parameters: (op.parameters ?? []).map((p) => ({
            name: p.name,
            in: p.in,
            required: p.required ?? false,
          })),
          requestSchema: Object.values(op.requestBody?.content ?? {})[0]?.schema ?? null,
          responses: Object.entries(op.responses ?? {}).map(([status, answer]) => ({
            status,
            description: answer.description ?? '',
            schema: Object.values(answer.content ?? {})[0]?.schema ?? null,
          })),
        })),
    );
}

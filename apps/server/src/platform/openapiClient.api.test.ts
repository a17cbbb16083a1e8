import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/testApp.ts';

/** A caller's code against the generated types: what an SDK user would write. */
const usage = `
import type { paths } from './portal';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Ok<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: { 200: infer R } }
  ? Json<R>
  : never;

export const downloads = (body: Ok<'/sub-api/v1/downloads', 'get'>): string[] =>
  body.data.map((entry) => entry.file);
export const created = (body: Ok<'/apphub/v1/apps', 'get'>): number => body.total;
export const refusal = (
  body: Json<paths['/apphub/v1/apps']['post']['responses'][401]>,
): string => body.error + body.message;
`;

function typeCheck(files: Record<string, string>): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  const local = (name: string) => files[name.replace(/^\/virtual\//, '')];
  host.readFile = (name) => local(name) ?? read(name);
  host.fileExists = (name) => local(name) !== undefined || exists(name);
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (name) => name === '/virtual' || (directoryExists?.(name) ?? true);
  host.getSourceFile = (name, version) => {
    const text = local(name) ?? read(name);
    return text === undefined ? undefined : ts.createSourceFile(name, text, version);
  };
  const program = ts.createProgram(
    Object.keys(files).map((name) => `/virtual/${name}`),
    options,
    host,
  );
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

/** An SDK generator takes the portal's document: openapi-typescript's client type-checks. */
describe('a TypeScript client generated from the portal OpenAPI document', () => {
  let ctx: TestContext;
  let generated: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    generated = astToString(await openapiTS(document));
  });
  afterAll(() => ctx?.close());

  it('type-checks, with a caller reading its answers', () => {
    expect(generated).toContain('"/apphub/v1/apps"');
    expect(typeCheck({ 'portal.ts': generated, 'usage.ts': usage })).toEqual([]);
  });

  it('fails the type check when a caller misreads an answer (the check has teeth)', () => {
    const wrong = usage.replace('entry.file', 'entry.fileName');
    expect(typeCheck({ 'portal.ts': generated, 'usage.ts': wrong })).toEqual([
      expect.stringContaining("Property 'fileName' does not exist"),
    ]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A module's *.port.ts offers functions over its data, never its repository (docs/architecture.md
 * "Boundaries"). dependency-cruiser's server-ports-reexport-no-repository sees `export { x } from
 * './x.repository.ts'` only: a port that imports a repository and exports the binding
 * (`export { repo }`, `export const x = repo`, `export default repo`) hands it out just the same. This
 * reads each port's syntax tree for those.
 */
const modulesDir = path.dirname(fileURLToPath(import.meta.url));
const ports = readdirSync(modulesDir, { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.port.ts'))
  .map((entry) => path.relative(modulesDir, path.join(entry.parentPath, entry.name)));

const fromRepository = (specifier: ts.Expression | undefined) =>
  specifier !== undefined && ts.isStringLiteral(specifier) && specifier.text.endsWith('.repository.ts');

/** The names a port exports that are a repository's values it imported (or re-exports straight). */
function repositoryExports(source: string): string[] {
  const file = ts.createSourceFile('port.ts', source, ts.ScriptTarget.Latest, true);
  const imported = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !fromRepository(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.name) imported.add(clause.name.text);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) imported.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) if (!element.isTypeOnly) imported.add(element.name.text);
  }
  const found: string[] = [];
  const isRepository = (node: ts.Expression | undefined) =>
    node !== undefined && ts.isIdentifier(node) && imported.has(node.text);
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const elements =
        statement.exportClause && ts.isNamedExports(statement.exportClause)
          ? statement.exportClause.elements.filter((element) => !element.isTypeOnly)
          : [];
      if (fromRepository(statement.moduleSpecifier))
        found.push(...(elements.length > 0 ? elements.map((element) => element.name.text) : ['*']));
      else if (!statement.moduleSpecifier)
        for (const element of elements)
          if (imported.has((element.propertyName ?? element.name).text)) found.push(element.name.text);
    }
    if (ts.isExportAssignment(statement) && isRepository(statement.expression)) found.push('default');
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (exported && ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && isRepository(declaration.initializer))
          found.push(declaration.name.text);
  }
  return found;
}

describe('the check itself', () => {
  it('finds a repository handed out by any form of export, not the functions over it', () => {
    const source = [
      "import { appsRepository, type AppRow } from './apps.repository.ts';",
      "import type { BuildRow } from './builds.repository.ts';",
      'export { appsRepository };',
      'export const again = appsRepository;',
      'export default appsRepository;',
      "export { buildsRepository as builds } from './builds.repository.ts';",
      "export * from './deploy.repository.ts';",
      'export type { AppRow, BuildRow };',
      'export const find = (db: Db) => appsRepository(db).find;',
      "// export { appsRepository } from './apps.repository.ts';",
    ].join('\n');
    expect(repositoryExports(source).sort()).toEqual(['*', 'again', 'appsRepository', 'builds', 'default']);
  });

  it('reads every port of the modules', () => {
    expect(ports).toContain(path.join('apps', 'apps.port.ts'));
    expect(ports).toContain(path.join('builds', 'builds.port.ts'));
  });
});

describe('ports', () => {
  it('hand out no repository', () => {
    const handedOut = ports.flatMap((port) =>
      repositoryExports(readFileSync(path.join(modulesDir, port), 'utf8')).map((name) => `${port}: ${name}`),
    );
    expect(handedOut).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repositoryRoot, sourceDirs, sourceFiles } from '../test/workspaceSources.ts';

/**
 * Two "one way" rules of the data layer (docs/architecture.md "Transactions"), read from the syntax tree
 * so that comments and strings never count:
 * - no cast through `unknown` (`x as unknown as T`) in source: it tells the compiler to stop checking.
 *   Tests may still stub a dependency that way.
 * - the server opens transactions in one place, db/transaction.ts (`withTransaction`); db/pgliteThread/
 *   is the embedded driver, whose transactions are the database's own.
 */
const root = repositoryRoot;
const TRANSACTIONS_FILE = 'apps/server/src/db/transaction.ts';
const DRIVER_DIR = 'apps/server/src/db/pgliteThread/';

type Found = { castsThroughUnknown: number[]; transactionCalls: number[] };

function findInSource(file: string, source: string): Found {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: Found = { castsThroughUnknown: [], transactionCalls: [] };
  const line = (node: ts.Node) =>
    sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  const visit = (node: ts.Node) => {
    if (
      ts.isAsExpression(node) &&
      ts.isAsExpression(node.expression) &&
      node.expression.type.kind === ts.SyntaxKind.UnknownKeyword
    )
      found.castsThroughUnknown.push(line(node));
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'transaction'
    )
      found.transactionCalls.push(line(node));
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const files = sourceDirs.flatMap(sourceFiles);
const scanned = files.map((file) => ({
  file,
  ...findInSource(file, readFileSync(path.join(root, file), 'utf8')),
}));

describe('the check itself', () => {
  it('finds a cast through unknown and a transaction call, not the words in a comment or a string', () => {
    const found = findInSource(
      'example.ts',
      [
        '// x as unknown as Db, db.transaction(...)',
        "const text = 'tx as unknown as Db; db.transaction(work)';",
        'const db = value as unknown as Db;',
        'await db',
        '  .transaction(async (tx) => work(tx));',
      ].join('\n'),
    );
    expect(found).toEqual({ castsThroughUnknown: [3], transactionCalls: [4] });
  });

  it('scans the source of every workspace and leaves tests out', () => {
    expect(files).toContain('apps/server/src/db/client.ts');
    expect(files).toContain('apps/web/src/main.tsx');
    expect(files).not.toContain('apps/server/src/castsAndTransactions.test.ts');
  });
});

describe('casts and transactions', () => {
  it('no source file casts through unknown', () => {
    const casts = scanned.flatMap(({ file, castsThroughUnknown }) =>
      castsThroughUnknown.map((line) => `${file}:${line}`),
    );
    expect(casts).toEqual([]);
  });

  it('only db/transaction.ts opens a transaction (services call withTransaction)', () => {
    const calls = scanned
      .filter(({ file }) => file !== TRANSACTIONS_FILE && !file.startsWith(DRIVER_DIR))
      .flatMap(({ file, transactionCalls }) => transactionCalls.map((line) => `${file}:${line}`));
    expect(calls).toEqual([]);
  });
});

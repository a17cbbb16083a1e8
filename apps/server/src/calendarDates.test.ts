import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { filesUnder, repositoryRoot } from '../test/workspaceSources.ts';
import { calendarDatesAllowed } from './calendarDates.allowed.ts';

/**
 * No test depends on the day it runs: a fixed date that the code compares with "now" passes
 * while the date is recent and fails once the calendar moves on (a log search of 2026-11-01 left the
 * 30-day window on 2026-12-01 and main went red). So every date written in the code, its tests, seeds
 * and migrations is either computed from now (or the clock the test gives the code), or listed in
 * calendarDates.allowed.ts with the number of dates the file holds and why none of them is compared with
 * now. A new date in a listed file changes its count, so its author answers that question again.
 * Comments are not code: only literals count (the TypeScript parser tells them apart).
 */
const scanned = [
  'apps/server/src',
  'apps/server/test',
  'apps/server/drizzle',
  'apps/web/src',
  'packages/contracts/src',
  'packages/cli/src',
  'packages/cli/test',
  'e2e',
  'bench',
];
const ISO_DAY = /(?<!\d)(?:19|2\d)\d\d-[01]\d-[0-3]\d(?!\d)/g;

const files = (dir: string) => filesUnder(dir, /\.(tsx?|sql)$/);

type Found = { line: number; text: string };

/** The dates in a TypeScript file's string, template and JSX literals, and Date.UTC(2026, …)-like calls. */
function datesInTypeScript(file: string, source: string): Found[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const at = (node: ts.Node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      for (const match of node.text.matchAll(ISO_DAY)) found.push({ line: at(node), text: match[0] });
    } else if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = node.expression.getText(sourceFile);
      const [year, month] = node.arguments ?? [];
      if (
        (callee === 'Date.UTC' || (ts.isNewExpression(node) && callee === 'Date')) &&
        year &&
        month &&
        ts.isNumericLiteral(year) &&
        /^(19|20)\d\d$/.test(year.text)
      )
        found.push({ line: at(node), text: node.getText(sourceFile) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function datesInSql(source: string): Found[] {
  return source
    .split('\n')
    .flatMap((line, i) =>
      [...line.replace(/--.*$/, '').matchAll(ISO_DAY)].map((match) => ({ line: i + 1, text: match[0] })),
    );
}

const datesByFile = new Map<string, Found[]>();
for (const file of scanned.flatMap(files)) {
  // The allow-list's reasons quote dates; it is the list, not code that uses them.
  if (file === 'apps/server/src/calendarDates.allowed.ts') continue;
  const source = readFileSync(path.join(repositoryRoot, file), 'utf8');
  const dates = file.endsWith('.sql') ? datesInSql(source) : datesInTypeScript(file, source);
  if (dates.length > 0) datesByFile.set(file, dates);
}

describe('dates written in the code are not compared with now', () => {
  it('finds the dates it must (the check itself works)', () => {
    expect(datesInTypeScript('a.ts', "// 2026-01-01\nconst a = '2026-11-01T00:00:00Z';")).toEqual([
      { line: 2, text: '2026-11-01' },
    ]);
    expect(
      datesInTypeScript('a.ts', `const b = \`from=\${x}&to=2026-03-03\`; new Date(2026, 0, 1);`),
    ).toEqual([
      { line: 1, text: '2026-03-03' },
      { line: 1, text: 'new Date(2026, 0, 1)' },
    ]);
    expect(datesInTypeScript('a.tsx', 'const c = <p>Since 2026-02-01</p>; Date.UTC(2026, 1);')).toHaveLength(
      2,
    );
    expect(
      datesInTypeScript('a.ts', 'const d = new Date(Date.now() - 86_400_000); Date.UTC(year, 1);'),
    ).toEqual([]);
    expect(datesInSql("-- 2026-01-01\nINSERT INTO t VALUES ('2026-01-01');")).toEqual([
      { line: 2, text: '2026-01-01' },
    ]);
    expect(datesByFile.size).toBeGreaterThan(10);
  });

  it('has each file with dates on the allow-list, with the number of dates it holds', () => {
    const unexplained = [...datesByFile]
      .filter(([file, dates]) => calendarDatesAllowed[file]?.dates !== dates.length)
      .map(([file, dates]) => ({
        file,
        allowed: calendarDatesAllowed[file]?.dates ?? 0,
        found: dates.map((date) => `${date.line}: ${date.text}`),
      }));
    // Compute such a date from Date.now() (or the clock the test gives the code); if nothing compares it
    // with now, list the file in calendarDates.allowed.ts with its count and the reason.
    expect(unexplained).toEqual([]);
  });

  it('lists no file that holds no dates any more', () => {
    const stale = Object.keys(calendarDatesAllowed).filter((file) => !datesByFile.has(file));
    expect(stale).toEqual([]);
  });
});

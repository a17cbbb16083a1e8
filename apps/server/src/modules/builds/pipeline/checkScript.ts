import type { SourceIssue } from '@portal/contracts';
import { parse } from 'acorn';
import { freeGlobals } from './freeGlobals.ts';
import { deepestNestingPast, MAX_SCRIPT_NESTING } from './scriptNesting.ts';

export type ScriptCheck = { issues: SourceIssue[]; exports: string[] };

function issue(file: string, message: string): SourceIssue {
  return { code: 'component_invalid', file, pointer: '', message: `${file}: ${message}` };
}

/**
 * A script is an ES module (ES2022) with no imports: it runs in the platform's sandbox, where only what
 * the artifact holds exists, and it may use only the globals the build environment allows (each name it
 * uses unallowed is reported once, at its first line). It is parsed, never run; its exported names are
 * returned so that the orchestrations calling it can be checked.
 */
/** Said of a script whose expressions nest past the stack, wherever the check ran out of it. */
const TOO_DEEP = 'expressions nest too deeply to be checked.';

export function checkScript(file: string, source: string, allowedGlobals: ReadonlySet<string>): ScriptCheck {
  // Bounded before parsing (docs/product/builds.md BUILDS-4): acorn and freeGlobals recurse per level of
  // nesting.
  const tooDeep = deepestNestingPast(source);
  if (tooDeep)
    return {
      issues: [
        issue(
          file,
          `line ${tooDeep.line}: brackets nest more than ${MAX_SCRIPT_NESTING} levels deep, the most a script may.`,
        ),
      ],
      exports: [],
    };
  let program: ReturnType<typeof parse>;
  try {
    program = parse(source, { ecmaVersion: 2022, sourceType: 'module', locations: true });
  } catch (error) {
    // acorn turns its own stack overflow into a syntax error: whether the parse or the globals check below
    // runs out of stack first depends on the stack the thread has left, so both say the same.
    if (error instanceof RangeError || /^Not enough stack space/.test((error as Error).message))
      return { issues: [issue(file, TOO_DEEP)], exports: [] };
    return { issues: [issue(file, `syntax error: ${(error as Error).message}`)], exports: [] };
  }
  const issues: SourceIssue[] = [];
  const exports: string[] = [];
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration')
      issues.push(issue(file, `line ${node.loc?.start.line}: scripts cannot import other modules`));
    if (node.type === 'ExportDefaultDeclaration') exports.push('default');
    if (node.type === 'ExportNamedDeclaration') {
      if (node.source)
        issues.push(issue(file, `line ${node.loc?.start.line}: scripts cannot re-export modules`));
      const declaration = node.declaration;
      if (declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration')
        exports.push(declaration.id.name);
      if (declaration?.type === 'VariableDeclaration')
        for (const d of declaration.declarations) if (d.id.type === 'Identifier') exports.push(d.id.name);
      for (const specifier of node.specifiers)
        if (specifier.exported.type === 'Identifier') exports.push(specifier.exported.name);
    }
  }
  const reported = new Set<string>();
  let uses: ReturnType<typeof freeGlobals>;
  try {
    uses = freeGlobals(program);
  } catch (error) {
    // Nesting without brackets (`a + a + ...` thousands long) is as deep a tree: past the thread's
    // stack it is the script's fault, said as such, never the build's crash.
    if (!(error instanceof RangeError)) throw error;
    return { issues: [issue(file, TOO_DEEP)], exports: [] };
  }
  for (const use of uses) {
    if (allowedGlobals.has(use.name) || reported.has(use.name)) continue;
    reported.add(use.name);
    issues.push({
      code: 'component_invalid',
      file,
      message: `${file}:${use.line}: '${use.name}' is not an allowed script API.`,
      // The place itself, not a JSON pointer: the builder's editor marks the name where it is used.
      line: use.line,
      column: use.column,
    });
  }
  if (exports.length === 0 && issues.length === 0) issues.push(issue(file, 'the script exports nothing'));
  return { issues, exports };
}

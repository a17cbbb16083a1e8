/**
 * The global names a parsed script reads, calls or assigns: identifiers that no declaration, parameter,
 * import, class or catch binding in scope defines. A small scope tracker over acorn's ESTree (ES2022
 * modules, so function declarations in blocks are block-scoped): eslint-scope is not installed and its
 * full analysis is more than this check needs. Declarations are hoisted to the start of their scope, as
 * a name declared anywhere in a scope is never the global one there (the temporal dead zone aside).
 */

/** An ESTree node as acorn gives it, read by key. */
type Node = {
  type: string;
  loc?: { start: { line: number; column: number } } | null;
  [key: string]: unknown;
};
type Scope = { names: Set<string>; parent: Scope | null };
/** line and column are 1-based. */
export type GlobalUse = { name: string; line: number; column: number };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
const children = (value: unknown): Node[] =>
  Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [];
const place = (node: Node) => ({
  line: node.loc?.start.line ?? 1,
  column: (node.loc?.start.column ?? 0) + 1,
});
const isFunction = (node: Node) =>
  node.type === 'FunctionDeclaration' ||
  node.type === 'FunctionExpression' ||
  node.type === 'ArrowFunctionExpression';

/** The names a binding pattern (a declarator's id, a parameter, a catch parameter) declares. */
function boundNames(pattern: Node | null | undefined, into: Set<string>): void {
  if (!pattern) return;
  if (pattern.type === 'Identifier') into.add(pattern.name as string);
  else if (pattern.type === 'ObjectPattern')
    for (const p of children(pattern.properties))
      boundNames((p.type === 'RestElement' ? p.argument : p.value) as Node, into);
  else if (pattern.type === 'ArrayPattern') for (const e of children(pattern.elements)) boundNames(e, into);
  else if (pattern.type === 'AssignmentPattern') boundNames(pattern.left as Node, into);
  else if (pattern.type === 'RestElement') boundNames(pattern.argument as Node, into);
}

/** `var` declarations anywhere in a function's (or the module's) body, not inside nested functions. */
function hoistVars(node: Node, into: Set<string>): void {
  if (node.type === 'VariableDeclaration' && node.kind === 'var')
    for (const d of children(node.declarations)) boundNames(d.id as Node, into);
  for (const key of Object.keys(node)) {
    if (key === 'loc') continue;
    for (const child of children(node[key])) if (!isFunction(child)) hoistVars(child, into);
  }
}

/** let, const, class and function declarations (and imports) directly in a statement list. */
function lexicalNames(statements: Node[], into: Set<string>): void {
  for (const s of statements) {
    const d =
      (s.type === 'ExportNamedDeclaration' || s.type === 'ExportDefaultDeclaration') && isNode(s.declaration)
        ? s.declaration
        : s;
    if (d.type === 'VariableDeclaration' && d.kind !== 'var')
      for (const v of children(d.declarations)) boundNames(v.id as Node, into);
    if ((d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && isNode(d.id))
      into.add(d.id.name as string);
    if (d.type === 'ImportDeclaration')
      for (const spec of children(d.specifiers)) into.add((spec.local as Node).name as string);
  }
}

/** `program` is the Program node acorn parsed (its own type, read here by key like every node). */
export function freeGlobals(program: object): GlobalUse[] {
  if (!isNode(program)) return [];
  const found: GlobalUse[] = [];
  const resolves = (name: string, scope: Scope | null): boolean =>
    scope !== null && (scope.names.has(name) || resolves(name, scope.parent));
  const scopeOf = (parent: Scope, fill: (names: Set<string>) => void): Scope => {
    const names = new Set<string>();
    fill(names);
    return { names, parent };
  };

  const visitAll = (nodes: unknown, scope: Scope) => {
    for (const child of children(nodes)) visit(child, scope);
  };

  /** A binding pattern: only its default values and computed keys are read. */
  const visitPattern = (pattern: Node | null | undefined, scope: Scope): void => {
    if (!pattern) return;
    if (pattern.type === 'ObjectPattern')
      for (const p of children(pattern.properties)) {
        if (p.type === 'RestElement') visitPattern(p.argument as Node, scope);
        else {
          if (p.computed) visit(p.key as Node, scope);
          visitPattern(p.value as Node, scope);
        }
      }
    else if (pattern.type === 'ArrayPattern')
      for (const e of children(pattern.elements)) visitPattern(e, scope);
    else if (pattern.type === 'AssignmentPattern') {
      visitPattern(pattern.left as Node, scope);
      visit(pattern.right as Node, scope);
    } else if (pattern.type === 'RestElement') visitPattern(pattern.argument as Node, scope);
  };

  const visitFunction = (fn: Node, outer: Scope): void => {
    const body = fn.body as Node;
    const statements = body.type === 'BlockStatement' ? children(body.body) : [];
    const scope = scopeOf(outer, (names) => {
      if (fn.type !== 'ArrowFunctionExpression') names.add('arguments');
      // A function expression's own name is visible inside it only.
      if (fn.type === 'FunctionExpression' && isNode(fn.id)) names.add(fn.id.name as string);
      for (const p of children(fn.params)) boundNames(p, names);
      hoistVars(body, names);
      lexicalNames(statements, names);
    });
    for (const p of children(fn.params)) visitPattern(p, scope);
    if (body.type === 'BlockStatement') visitAll(statements, scope);
    else visit(body, scope);
  };

  const visit = (node: Node, scope: Scope): void => {
    switch (node.type) {
      case 'Identifier':
        if (!resolves(node.name as string, scope)) found.push({ name: node.name as string, ...place(node) });
        return;
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        visitFunction(node, scope);
        return;
      case 'ClassDeclaration':
      case 'ClassExpression': {
        if (isNode(node.superClass)) visit(node.superClass, scope);
        const inner = scopeOf(scope, (names) => {
          if (isNode(node.id)) names.add(node.id.name as string);
        });
        visitAll((node.body as Node).body, inner);
        return;
      }
      case 'MethodDefinition':
      case 'PropertyDefinition':
      case 'Property':
        // A key is a name, not a reference, unless computed; a shorthand's value is the reference.
        if (node.computed) visit(node.key as Node, scope);
        if (isNode(node.value)) visit(node.value, scope);
        return;
      case 'MemberExpression':
        visit(node.object as Node, scope);
        if (node.computed) visit(node.property as Node, scope);
        return;
      case 'UnaryExpression':
        // `typeof x` only asks whether x exists: it neither reads nor calls it.
        if (node.operator === 'typeof' && isNode(node.argument) && node.argument.type === 'Identifier')
          return;
        visit(node.argument as Node, scope);
        return;
      case 'VariableDeclaration':
        for (const d of children(node.declarations)) {
          visitPattern(d.id as Node, scope);
          if (isNode(d.init)) visit(d.init, scope);
        }
        return;
      case 'CatchClause': {
        const inner = scopeOf(scope, (names) => boundNames(node.param as Node, names));
        visitPattern(node.param as Node, inner);
        visit(node.body as Node, inner);
        return;
      }
      case 'BlockStatement':
      case 'StaticBlock':
        visitAll(
          node.body,
          scopeOf(scope, (names) => lexicalNames(children(node.body), names)),
        );
        return;
      case 'SwitchStatement': {
        visit(node.discriminant as Node, scope);
        const cases = children(node.cases);
        const inner = scopeOf(scope, (names) =>
          lexicalNames(
            cases.flatMap((c) => children(c.consequent)),
            names,
          ),
        );
        visitAll(cases, inner);
        return;
      }
      case 'ForStatement':
      case 'ForInStatement':
      case 'ForOfStatement': {
        const head = (node.type === 'ForStatement' ? node.init : node.left) as Node | null;
        const inner = scopeOf(scope, (names) => {
          if (head) lexicalNames([head], names);
        });
        for (const key of ['init', 'left', 'test', 'update', 'right', 'body'])
          if (isNode(node[key])) visit(node[key] as Node, inner);
        return;
      }
      case 'LabeledStatement':
        visit(node.body as Node, scope);
        return;
      case 'ImportExpression':
        // import('x') loads a module at run time, which a sandboxed script may not: always refused.
        found.push({ name: 'import()', ...place(node) });
        visit(node.source as Node, scope);
        return;
      case 'BreakStatement':
      case 'ContinueStatement':
      case 'MetaProperty':
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
        return;
      case 'ExportNamedDeclaration':
        if (isNode(node.declaration)) {
          visit(node.declaration, scope);
          return;
        }
        // export { a as b }: the local name is read; a re-export from another module reads nothing here.
        if (!node.source) for (const spec of children(node.specifiers)) visit(spec.local as Node, scope);
        return;
      default:
        for (const key of Object.keys(node)) if (key !== 'loc') visitAll(node[key], scope);
    }
  };

  const body = children(program.body);
  const moduleScope = scopeOf({ names: new Set(), parent: null }, (names) => {
    hoistVars(program, names);
    lexicalNames(body, names);
  });
  visitAll(body, moduleScope);
  return found;
}

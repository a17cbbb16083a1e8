// graphql's CommonJS entry, the one graphql-http and graphql-query-complexity load: a schema from its
// ES module entry would be another realm's, which graphql-js refuses ('from another module or realm').
import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql/index.js';

/** Deepest nesting of fields a query may have; introspection's own fields (`__schema`...) do not count. */
export const MAX_DEPTH = 10;

function depthOf(
  set: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  seen: Set<string>,
): number {
  if (!set) return 0;
  let deepest = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet, fragments, seen));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, seen));
    } else {
      const name = selection.name.value;
      // A fragment spread inside itself is refused by the standard rules; here it only must not loop.
      if (seen.has(name)) continue;
      deepest = Math.max(
        deepest,
        depthOf(fragments[name]?.selectionSet, fragments, new Set([...seen, name])),
      );
    }
  }
  return deepest;
}

/** Refuses an operation nested deeper than MAX_DEPTH before any of it runs. */
export function depthLimit(context: ValidationContext): ASTVisitor {
  const fragments = Object.fromEntries(
    context
      .getDocument()
      .definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return {
    OperationDefinition(node) {
      const depth = depthOf(node.selectionSet, fragments, new Set());
      if (depth > MAX_DEPTH)
        context.reportError(
          new GraphQLError(`The query is ${depth} levels deep; at most ${MAX_DEPTH} are allowed.`, {
            nodes: [node],
            extensions: { code: 'QUERY_TOO_DEEP' },
          }),
        );
    },
  };
}

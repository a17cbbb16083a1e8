import {
  buildSchema,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';

/**
 * This module is loaded only when the user adds a GraphQL request (graphql-js is large): it reads the
 * sandbox's SDL and writes, for each root field, a runnable operation.
 */

/** One field of the sandbox's Query or Mutation type, as a request the studio can add. */
export type GraphqlOperation = {
  key: string;
  kind: 'query' | 'mutation';
  field: string;
  description: string;
  query: string;
  variables: Record<string, unknown>;
  /** The collection variables the operation's `variables` refer to (one per required ID or String). */
  placeholders: string[];
};

// Nesting kept small: the sandbox refuses a query over its depth and cost limits, and a first request
// should answer; the user adds fields from there.
const MAX_DEPTH = 3;

const indent = (depth: number) => '  '.repeat(depth);

/** The fields to select in `type`, `level` levels below the root field, written `margin` deep. */
function selectionOf(type: GraphQLOutputType, level: number, margin: number): string[] {
  const named = getNamedType(type);
  if (!isObjectType(named)) return [];
  return Object.values(named.getFields()).flatMap((field) => {
    // A field with a required argument cannot be selected without a value for it.
    if (field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)) return [];
    const inner = getNamedType(field.type);
    if (isScalarType(inner) || isEnumType(inner)) return [`${indent(margin)}${field.name}`];
    if (level >= MAX_DEPTH) return [];
    const nested = selectionOf(field.type, level + 1, margin + 1);
    return nested.length ? [`${indent(margin)}${field.name} {`, ...nested, `${indent(margin)}}`] : [];
  });
}

/** An example value of an input type: a placeholder for an ID or String, else a value of its type. */
function exampleOf(type: GraphQLInputType, name: string, placeholders: Set<string>): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [exampleOf(inner.ofType, name, placeholders)];
  if (isInputObjectType(inner))
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, exampleOf(f.type, f.name, placeholders)]),
    );
  if (isEnumType(inner)) return inner.getValues()[0]?.name ?? '';
  switch (inner.name) {
    case 'Int':
    case 'Float':
      return 0;
    case 'Boolean':
      return false;
    default:
      placeholders.add(name);
      return `{{${name}}}`;
  }
}

function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): GraphqlOperation {
  const required = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const placeholders = new Set<string>();
  const variables = Object.fromEntries(
    required.map((arg) => [arg.name, exampleOf(arg.type, arg.name, placeholders)]),
  );
  const name = field.name.charAt(0).toUpperCase() + field.name.slice(1);
  const declared = required.length
    ? `(${required.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')})`
    : '';
  const passed = required.length ? `(${required.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  const selection = selectionOf(field.type, 1, 2);
  const query = [
    `${kind} ${name}${declared} {`,
    selection.length ? `  ${field.name}${passed} {` : `  ${field.name}${passed}`,
    ...(selection.length ? [...selection, '  }'] : []),
    '}',
    '',
  ].join('\n');
  return {
    key: `${kind}.${field.name}`,
    kind,
    field: field.name,
    description: field.description ?? '',
    query,
    variables,
    placeholders: [...placeholders],
  };
}

/** Every root field of the schema (queries, then mutations) as an operation to add. */
export function graphqlOperations(sdl: string): GraphqlOperation[] {
  const schema = buildSchema(sdl);
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([kind, type]) =>
    type ? Object.values(type.getFields()).map((field) => operationOf(kind, field)) : [],
  );
}

import type { GraphqlChangeKind, GraphqlChangelog } from '@portal/contracts';
import {
  BreakingChangeType,
  buildSchema,
  findBreakingChanges,
  findDangerousChanges,
  type GraphQLNamedType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
} from 'graphql/index.js';

type Change = { kind: GraphqlChangeKind; description: string };

const named = (schema: GraphQLSchema) =>
  Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__'));

/** Fields (or enum values) of a type with their deprecation reason, by name. */
function members(type: GraphQLNamedType): Map<string, string | null | undefined> {
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))
    return new Map(
      Object.values(type.getFields()).map((field) => [
        field.name,
        'deprecationReason' in field ? field.deprecationReason : null,
      ]),
    );
  if (isEnumType(type))
    return new Map(type.getValues().map((value) => [value.name, value.deprecationReason]));
  return new Map();
}

/**
 * The changes from one schema to the next: what graphql-js calls breaking (removals apart) and dangerous,
 * and what it does not report, the additions and the deprecations, found by comparing the type maps.
 */
export function schemaChanges(previousSdl: string, nextSdl: string): Change[] {
  const before = buildSchema(previousSdl);
  const after = buildSchema(nextSdl);
  const changes: Change[] = [];
  for (const change of findBreakingChanges(before, after)) {
    const removed =
      change.type.endsWith('_REMOVED') || change.type === BreakingChangeType.TYPE_REMOVED_FROM_UNION;
    changes.push({ kind: removed ? 'removed' : 'breaking', description: change.description });
  }
  for (const change of findDangerousChanges(before, after))
    changes.push({ kind: 'dangerous', description: change.description });
  const old = new Map(named(before).map((type) => [type.name, type]));
  for (const type of named(after)) {
    const was = old.get(type.name);
    if (!was) {
      changes.push({ kind: 'added', description: `${type.name} was added.` });
      continue;
    }
    const then = members(was);
    for (const [name, reason] of members(type)) {
      // Enum values added are graphql-js's dangerous changes already.
      if (!then.has(name) && !isEnumType(type))
        changes.push({ kind: 'added', description: `${type.name}.${name} was added.` });
      if (reason && !then.get(name))
        changes.push({ kind: 'deprecated', description: `${type.name}.${name} was deprecated: ${reason}` });
    }
  }
  const order: GraphqlChangeKind[] = ['breaking', 'removed', 'dangerous', 'deprecated', 'added'];
  return changes.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
}

/** The changelog of the kept versions, newest first. */
export function changelog(versions: readonly { version: string; sdl: string }[]): GraphqlChangelog {
  return {
    versions: versions
      .map((entry, index) => {
        const previous = index > 0 ? versions[index - 1]! : null;
        return {
          version: entry.version,
          previous: previous?.version ?? null,
          changes: previous ? schemaChanges(previous.sdl, entry.sdl) : [],
        };
      })
      .reverse(),
  };
}

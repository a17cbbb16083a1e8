import type { AppType } from '../appEnums.ts';

/** The kinds of component an app source holds (docs/app-format.md). */
export const componentKinds = [
  'page',
  'script',
  'integration',
  'orchestration',
  'model',
  'collection',
  'asset',
] as const;
export type ComponentKind = (typeof componentKinds)[number];

/** Kinds whose file is JSON validated against a schema; a script is parsed, an asset is sniffed. */
export const jsonComponentKinds = ['page', 'integration', 'orchestration', 'model', 'collection'] as const;
export type JsonComponentKind = (typeof jsonComponentKinds)[number];
export function isJsonComponentKind(kind: ComponentKind): kind is JsonComponentKind {
  return (jsonComponentKinds as readonly string[]).includes(kind);
}

export const componentFileExtensions: Record<ComponentKind, readonly string[]> = {
  page: ['.json'],
  script: ['.js'],
  integration: ['.json'],
  orchestration: ['.json'],
  model: ['.json'],
  collection: ['.json'],
  asset: ['.png', '.svg'],
};

/**
 * What each app type may contain and must contain at least one of: an integration moves data, a journey
 * guides a person through pages, an extension adds pages and objects to the platform.
 */
export const appTypeComponentRules: Record<
  AppType,
  { allowed: readonly ComponentKind[]; requiresOneOf: readonly ComponentKind[] }
> = {
  INTEGRATION: {
    allowed: ['integration', 'orchestration', 'script', 'model', 'collection', 'asset'],
    requiresOneOf: ['integration'],
  },
  JOURNEYS: {
    allowed: ['page', 'orchestration', 'script', 'model', 'collection', 'asset'],
    requiresOneOf: ['page'],
  },
  EXTEND: { allowed: componentKinds, requiresOneOf: ['page', 'model'] },
};

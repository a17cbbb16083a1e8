import { z } from 'zod';
import { formatMessage } from '../../messages.ts';
import { appTypeSchema } from '../appEnumSchemas.ts';
import { REFERENCE_ID_MAX, REFERENCE_ID_PATTERN, referenceIdIssue } from '../referenceId.ts';
import { appTypeComponentRules, type ComponentKind, componentFileExtensions } from './componentKinds.ts';
import { addDuplicateIssues, localIdSchema } from './identifiers.ts';
import { BUILD_INFO_FILE, MANIFEST_FILE } from './manifestFiles.ts';

export const MAX_COMPONENTS = 500;

/** semver 2.0.0, from semver.org's recommended expression. */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

/**
 * The version after `version` when its number is taken: the patch raised by one, the pre-release and
 * build dropped ('0.2.0' and '0.2.0-rc.1' both give '0.2.1'). Null for a version that is not semver.
 */
export function nextPatchVersion(version: string): string | null {
  const match = SEMVER.exec(version.trim());
  if (!match) return null;
  return `${match[1]}.${match[2]}.${Number(match[3]) + 1}`;
}

/**
 * A relative path of plain segments: no '..', '.', leading '/', backslash or hidden file; the same
 * shape the zip checks accept, so every path a manifest names can exist in a sound zip.
 */
const SAFE_PATH = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

function pathSchema(kind: ComponentKind) {
  const extensions = componentFileExtensions[kind];
  const escaped = extensions.map((e) => e.replace('.', '\\.')).join('|');
  return z
    .string()
    .max(255)
    .regex(SAFE_PATH, 'Use a relative path of letters, digits, -, _ and . separated by /.')
    .regex(new RegExp(`(${escaped})$`), `A ${kind} file ends with ${extensions.join(' or ')}.`);
}

function componentEntrySchema<K extends ComponentKind>(kind: K) {
  return z.strictObject({ id: localIdSchema, kind: z.literal(kind), path: pathSchema(kind) });
}

export const manifestComponentSchema = z.discriminatedUnion('kind', [
  componentEntrySchema('page'),
  componentEntrySchema('script'),
  componentEntrySchema('integration'),
  componentEntrySchema('orchestration'),
  componentEntrySchema('model'),
  componentEntrySchema('collection'),
  componentEntrySchema('asset'),
]);
export type ComponentEntry = z.infer<typeof manifestComponentSchema>;

/**
 * The reference ID rule (docs/product/apps.md APPS-1) with its exact texts; the pattern is repeated for the
 * JSON Schema.
 */
const referenceIdSchema = z
  .string()
  .superRefine((value, ctx) => {
    const issue = referenceIdIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', message: formatMessage(issue.key, issue.params) });
  })
  .meta({ pattern: REFERENCE_ID_PATTERN.source, minLength: 1, maxLength: REFERENCE_ID_MAX });

/** Profile groups a manifest may declare, and the tasks or reports one may list. */
export const MAX_PROFILE_GROUPS = 50;
const MAX_PROFILE_GROUP_ITEMS = 100;

/**
 * A profile group (docs/app-format.md "Profile groups"): the access a company admin grants as one, named by
 * the pages (tasks) and models (reports) it opens. Whether it opens enough is a reference check
 * (references.ts), since it depends on what the pages are.
 */
export const profileGroupSchema = z.strictObject({
  id: localIdSchema,
  name: z.string().trim().min(1).max(100),
  tasks: z.array(localIdSchema).max(MAX_PROFILE_GROUP_ITEMS).default([]),
  reports: z.array(localIdSchema).max(MAX_PROFILE_GROUP_ITEMS).default([]),
});
export type ProfileGroup = z.infer<typeof profileGroupSchema>;

/** manifest.json at the root of every app source zip. */
export const manifestSchema = z
  .strictObject({
    /** Lets editors find the JSON Schema; ignored by the build. */
    $schema: z.string().max(500).optional(),
    referenceId: referenceIdSchema,
    name: z.string().trim().min(1).max(100),
    type: appTypeSchema,
    version: z.string().max(64).regex(SEMVER, 'Use a semantic version such as 1.0.0.'),
    description: z.string().max(1000).optional(),
    components: z.array(manifestComponentSchema).min(1).max(MAX_COMPONENTS),
    profileGroups: z.array(profileGroupSchema).max(MAX_PROFILE_GROUPS).optional(),
  })
  .superRefine((manifest, ctx) => {
    const { components } = manifest;
    addDuplicateIssues(
      ctx,
      components.map((c) => c.id),
      (i) => ['components', i, 'id'],
      'component id',
    );
    addDuplicateIssues(
      ctx,
      (manifest.profileGroups ?? []).map((group) => group.id),
      (i) => ['profileGroups', i, 'id'],
      'profile group id',
    );
    // Case-insensitive: two paths differing only in case collide on macOS and Windows checkouts.
    addDuplicateIssues(
      ctx,
      components.map((c) => c.path.toLowerCase()),
      (i) => ['components', i, 'path'],
      'component path',
    );
    components.forEach((component, i) => {
      const lower = component.path.toLowerCase();
      if (lower === MANIFEST_FILE || lower === BUILD_INFO_FILE)
        ctx.addIssue({
          code: 'custom',
          path: ['components', i, 'path'],
          message: `${component.path} is reserved.`,
        });
    });
    const rule = appTypeComponentRules[manifest.type];
    components.forEach((component, i) => {
      if (!rule.allowed.includes(component.kind))
        ctx.addIssue({
          code: 'custom',
          path: ['components', i, 'kind'],
          message: `A ${manifest.type} app cannot contain ${component.kind} components.`,
        });
    });
    if (!components.some((c) => rule.requiresOneOf.includes(c.kind)))
      ctx.addIssue({
        code: 'custom',
        path: ['components'],
        message: `A ${manifest.type} app needs at least one ${rule.requiresOneOf.join(' or ')} component.`,
      });
  });
export type AppManifest = z.infer<typeof manifestSchema>;

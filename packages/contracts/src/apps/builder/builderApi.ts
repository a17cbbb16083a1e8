import { z } from 'zod';
import { buildErrorCodes, zipErrorCodes } from '../source/appSourceErrors.ts';
import { draftLimits } from './draftLimits.ts';

/** The same path shape a manifest's component path has (docs/app-format.md "Layout"). */
const DRAFT_PATH = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;
export const draftPathSchema = z
  .string()
  .max(255)
  .regex(DRAFT_PATH, 'Use a relative path of letters, digits, -, _ and . separated by /.');

/** path -> text of each text file of a draft. */
export const draftFilesSchema = z
  .record(draftPathSchema, z.string())
  .refine((files) => Object.keys(files).length <= draftLimits.maxFiles, {
    message: `A draft holds at most ${draftLimits.maxFiles} files.`,
  })
  .superRefine((files, ctx) => {
    // Two paths that differ only in case collide on macOS and Windows; the zip checks refuse them too.
    const seen = new Set<string>();
    for (const file of Object.keys(files)) {
      const key = file.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: `Two files are named ${file} (ignoring case).` });
      seen.add(key);
    }
  });
export type DraftFiles = z.infer<typeof draftFilesSchema>;

/**
 * An asset of the draft (docs/app-format.md "asset"), for the file tree: its size and media type.
 * `isUploaded`: uploaded to this draft (kept in file storage until the draft is built or reset), as
 * opposed to a file of the base version or an SVG among the draft's text files.
 */
export const draftAssetSchema = z.object({
  path: z.string(),
  bytes: z.number().int().nonnegative(),
  mediaType: z.string(),
  isUploaded: z.boolean(),
});
export type DraftAsset = z.infer<typeof draftAssetSchema>;

/**
 * An app builder draft of one user for one app: the text files of the source as they are being edited,
 * based on a version. `revision` grows on every change to the row (save, reset, build) and is never
 * reused, so a save from a browser that has not seen the last change is recognised (409).
 * `hasChanges` is false when the draft is the base version's source as it was.
 */
/** One asset of a draft, by its path in the source. */
export const draftAssetQuerySchema = z.object({ path: draftPathSchema });

export const appDraftSchema = z.object({
  appId: z.uuid(),
  baseVersionId: z.uuid().nullable(),
  baseVersionNumber: z.number().int().nullable(),
  /** The app's latest version: a draft based on an older one must be rebased before it is built. */
  latestVersionId: z.uuid().nullable(),
  revision: z.number().int().nonnegative(),
  hasChanges: z.boolean(),
  files: z.record(z.string(), z.string()),
  /** Files that are not text (PNG assets): the base version's still in the draft, and uploaded ones. */
  binaryFiles: z.array(z.string()),
  /** Every asset of the draft (binary or SVG text), with its size and type. */
  assets: z.array(draftAssetSchema),
  updatedAt: z.iso.datetime().nullable(),
});
export type AppDraft = z.infer<typeof appDraftSchema>;

/** The text files of the base version, for the diff view; null base when the app has no version. */
export const draftBaseSchema = z.object({
  versionId: z.uuid().nullable(),
  files: z.record(z.string(), z.string()),
});
export type DraftBase = z.infer<typeof draftBaseSchema>;

export const saveDraftRequestSchema = z.object({
  /** The revision this edit was made on; it must still be the server's (also accepted as If-Match). */
  revision: z.number().int().nonnegative(),
  /** The version the draft is based on: the current base, or the app's latest version to rebase. */
  baseVersionId: z.uuid().nullable(),
  files: draftFilesSchema,
});
export type SaveDraftRequest = z.infer<typeof saveDraftRequestSchema>;

/** 409 on a stale save or build: the error and the server's draft, so nothing is lost on either side. */
export const draftConflictSchema = z.object({
  error: z.string(),
  message: z.string(),
  /** Absent when the conflict is not about the draft (a retired app refuses a build). */
  draft: appDraftSchema.optional(),
});
export type DraftConflict = z.infer<typeof draftConflictSchema>;

export const draftIssueSchema = z.object({
  code: z.enum([...zipErrorCodes, ...buildErrorCodes]),
  file: z.string().optional(),
  pointer: z.string().optional(),
  message: z.string(),
  /** 1-based, when the file is text and the place is known. */
  line: z.number().int().positive().optional(),
  column: z.number().int().positive().optional(),
});
export type DraftIssue = z.infer<typeof draftIssueSchema>;

export const draftValidationSchema = z.object({
  revision: z.number().int().nonnegative(),
  isValid: z.boolean(),
  issues: z.array(draftIssueSchema),
});
export type DraftValidation = z.infer<typeof draftValidationSchema>;

/** Build the draft as it is at `revision` (a newer save in between answers 409). */
export const buildDraftRequestSchema = z.object({ revision: z.number().int().nonnegative() });

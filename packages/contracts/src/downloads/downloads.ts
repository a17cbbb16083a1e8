import { z } from 'zod';

/**
 * What /downloads offers (docs/product/downloads.md): the app source starters, the app format's JSON Schemas
 * and the sandbox's API descriptions. The page groups and names them from `kind` and `subject`.
 */
export const downloadKinds = ['starter', 'appSourceSchemas', 'openapi', 'wsdl', 'graphql'] as const;
export type DownloadKind = (typeof downloadKinds)[number];

/** A download's file name: also its address, so a link names what it saves. */
export const downloadFileSchema = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9._-]{0,99}$/,
    'A download is named by its file name, such as openapi-workers-v1.json.',
  );

export const downloadSchema = z.object({
  file: downloadFileSchema,
  kind: z.enum(downloadKinds),
  /** The app type of a starter, the service of an API description, empty otherwise. */
  subject: z.string(),
  version: z.string(),
  mediaType: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  url: z.string(),
});
export type Download = z.infer<typeof downloadSchema>;

export const downloadListSchema = z.object({ data: z.array(downloadSchema) });
export type DownloadList = z.infer<typeof downloadListSchema>;

export const downloadParamsSchema = z.object({ file: downloadFileSchema });

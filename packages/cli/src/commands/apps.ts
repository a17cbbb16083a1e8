import {
  type AppType,
  appSchema,
  type CreateAppRequest,
  type CreatedSource,
  createdSourceSchema,
} from '@portal/contracts';
import { CliError, EXIT } from '../exitCodes.ts';
import { followBuild } from '../followBuild.ts';
import { readSource } from '../source.ts';
import type { CommandContext, CommandResult } from './command.ts';

export type AppFields = {
  name?: string;
  referenceId?: string;
  type?: AppType;
  description?: string;
  builtOnProvider?: boolean;
};
export type FollowOptions = { follow?: boolean; timeout: number };

const describe = (created: CreatedSource) =>
  `App ${created.app.name} (${created.app.referenceId}, id ${created.app.id}): version ${created.version.version} (id ${created.version.id}), build ${created.build.id} ${created.build.status}`;

/** The created source, followed to the end of its build when asked: a FAILED build is exit code 1. */
async function maybeFollow(
  context: CommandContext,
  created: CreatedSource,
  options: FollowOptions,
): Promise<CommandResult> {
  if (!options.follow) return { value: created, human: describe(created) };
  context.out.progress(describe(created));
  const build = await followBuild(context.api, created.build.id, context.out, {
    timeoutMs: options.timeout * 1000,
  });
  const value = { ...created, build };
  return {
    value,
    human: `Build ${build.id} ${build.status}${build.error ? `: ${build.error}` : ''}`,
    exitCode: build.status === 'FAILED' ? EXIT.failed : EXIT.ok,
  };
}

/** portal apps create: a new app from scratch, with its first version and build. */
export async function createApp(
  context: CommandContext,
  fields: Required<Pick<AppFields, 'name' | 'referenceId' | 'type'>> & AppFields,
  options: FollowOptions,
): Promise<CommandResult> {
  const request: CreateAppRequest = {
    name: fields.name,
    referenceId: fields.referenceId,
    type: fields.type,
    builtOnProvider: fields.builtOnProvider ?? false,
    source: 'scratch',
    ...(fields.description !== undefined ? { description: fields.description } : {}),
  };
  const created = await context.api.post(
    createdSourceSchema,
    '/apphub/v1/apps',
    'Create app',
    request,
    'apps.write',
  );
  return maybeFollow(context, created, options);
}

/**
 * portal apps upload: a folder (zipped here) or a zip, as a new app (fields from the flags, else the
 * manifest) or, with --app, as a new version of that app.
 */
export async function uploadApp(
  context: CommandContext,
  where: string,
  fields: AppFields & { app?: string },
  options: FollowOptions,
): Promise<CommandResult> {
  const source = await readSource(where);
  const form = new FormData();
  let path: string;
  if (fields.app) {
    const app = await context.api.get(
      appSchema,
      `/apphub/v1/apps/${encodeURIComponent(fields.app)}`,
      'App',
      'apps.read',
    );
    path = `/apphub/v1/apps/${app.id}/versions`;
  } else {
    const name = fields.name ?? source.manifest.name;
    const referenceId = fields.referenceId ?? source.manifest.referenceId;
    const type = fields.type ?? source.manifest.type;
    const description = fields.description ?? source.manifest.description;
    if (!name || !referenceId || !type)
      throw new CliError(
        EXIT.usage,
        'A new app needs a name, a reference ID and a type: pass --name, --reference-id and --type, or upload a source whose manifest.json has them (or pass --app to upload a new version).',
      );
    form.set('name', name);
    form.set('referenceId', referenceId);
    form.set('type', type);
    if (description) form.set('description', description);
    form.set('builtOnProvider', String(fields.builtOnProvider ?? false));
    path = '/apphub/v1/apps/upload';
  }
  form.set('file', new Blob([new Uint8Array(source.zip)], { type: 'application/zip' }), source.fileName);
  context.out.progress(`Uploading ${source.fileName} (${source.zip.length} bytes)`);
  const created = await context.api.upload(createdSourceSchema, path, 'Upload', form, 'apps.write');
  return maybeFollow(context, created, options);
}

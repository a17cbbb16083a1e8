import {
  type Environment,
  rollbackResultSchema,
  type VersionDiff,
  versionDiffSchema,
  versionListSchema,
} from '@portal/contracts';
import { CliError, EXIT } from '../exitCodes.ts';
import type { CommandContext, CommandResult } from './command.ts';

const appPath = (app: string) => `/apphub/v1/apps/${encodeURIComponent(app)}`;

/** A version given by its id, or by its number in the app (`3`), as the version pages show it. */
async function versionIdOf(context: CommandContext, app: string, given: string): Promise<string> {
  if (!/^\d+$/.test(given)) return given;
  const { data } = await context.api.get(versionListSchema, `${appPath(app)}/versions`, 'Diff', 'apps.read');
  const found = data.find((version) => version.number === Number(given));
  if (!found) throw new CliError(EXIT.failed, `Diff: app ${app} has no version number ${given}.`);
  return found.id;
}

const sizeOf = (bytes: number | null) => (bytes === null ? '-' : `${bytes} B`);

function describeDiff(diff: VersionDiff): string {
  const name = (v: VersionDiff['from']) => `${v.version} (#${v.number})`;
  const lines = [
    `Version ${name(diff.from)} to ${name(diff.to)}: ${diff.files.length} files differ, ${diff.unchangedFiles} the same`,
    ...diff.files.map(
      (file) =>
        `  ${file.change.padEnd(8)} ${file.path} (${sizeOf(file.fromSize)} -> ${sizeOf(file.toSize)})`,
    ),
    diff.manifest.length === 0 ? 'Manifest: the same' : 'Manifest:',
    ...diff.manifest.map(
      (change) =>
        `  ${change.change.padEnd(8)} ${change.key}: ${change.before ?? '-'} -> ${change.after ?? '-'}`,
    ),
  ];
  return lines.join('\n');
}

/** portal apps diff: the files and manifest changes between two versions of an app. */
export async function diffVersions(
  context: CommandContext,
  app: string,
  from: string,
  to: string,
): Promise<CommandResult> {
  const query = new URLSearchParams({
    from: await versionIdOf(context, app, from),
    to: await versionIdOf(context, app, to),
  });
  const diff = await context.api.get(versionDiffSchema, `${appPath(app)}/diff?${query}`, 'Diff', 'apps.read');
  return { value: diff, human: describeDiff(diff) };
}

/** portal apps rollback: a tenant, or an environment's tenants, back to the version each ran before. */
export async function rollbackApp(
  context: CommandContext,
  app: string,
  target: { tenant?: string; environment?: Environment },
): Promise<CommandResult> {
  if ((target.tenant === undefined) === (target.environment === undefined))
    throw new CliError(EXIT.usage, 'Rollback: give --tenant or --environment, not both.');
  const result = await context.api.post(
    rollbackResultSchema,
    `${appPath(app)}/rollback`,
    'Rollback',
    target.tenant !== undefined ? { tenant: target.tenant } : { environment: target.environment },
    'apps.deploy',
  );
  return {
    value: result,
    human: result.data
      .map(
        (r) =>
          `Rolled back ${r.tenant} (${r.environment}) from ${r.from.version} (#${r.from.number}) to ${r.to.version} (#${r.to.number})`,
      )
      .join('\n'),
  };
}

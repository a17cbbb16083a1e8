import { type AppType, appTypes, type Environment, environments } from '@portal/contracts';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { createApp, uploadApp } from './commands/apps.ts';
import { followBuildCommand } from './commands/builds.ts';
import type { CommandContext, CommandResult } from './commands/command.ts';
import { deployVersion } from './commands/deploy.ts';
import { diffVersions, rollbackApp } from './commands/releases.ts';
import { promoteVersion } from './commands/versions.ts';
import { whoami } from './commands/whoami.ts';
import { CliError, EXIT } from './exitCodes.ts';
import { type Io, output } from './io.ts';
import { type Credentials, signIn } from './portalApi.ts';

type GlobalOptions = {
  url?: string;
  clientId?: string;
  clientSecret?: string;
  scope: string;
  json?: boolean;
};

/** Flags first, then the environment; a missing one is a usage error that says how to give it. */
function credentialsOf(options: GlobalOptions, env: Io['env']): Credentials {
  const pick = (flag: string | undefined, name: string, option: string) => {
    const value = flag ?? env[name];
    if (!value) throw new CliError(EXIT.usage, `Set ${name} or pass ${option}.`);
    return value;
  };
  const url = pick(options.url, 'PORTAL_URL', '--url');
  if (!/^https?:\/\/[^/]/.test(url) || !URL.canParse(url))
    throw new CliError(EXIT.usage, `The portal URL must be http(s)://host[:port], not "${url}".`);
  return {
    url,
    clientId: pick(options.clientId, 'PORTAL_CLIENT_ID', '--client-id'),
    clientSecret: pick(options.clientSecret, 'PORTAL_CLIENT_SECRET', '--client-secret'),
    scope: options.scope,
  };
}

const seconds = (value: string) => {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 24 * 3600)
    throw new InvalidArgumentError('a whole number of seconds, 1 to 86400.');
  return parsed;
};
const timeoutOption = () =>
  new Option('--timeout <seconds>', 'give up following after this long (exit code 1)')
    .argParser(seconds)
    .default(1800);
const appTypeOption = () => new Option('--type <type>', 'the app type').choices(appTypes);

/**
 * The `portal` command line (docs/cli.md): parses, signs in once with the API client's credentials,
 * runs one command and answers its exit code. Nothing is written to disk, the secret least of all.
 */
export async function run(argv: string[], io: Io): Promise<number> {
  let exitCode: number = EXIT.ok;
  const json = argv.includes('--json');
  const program = new Command('portal')
    .description("The developer portal's command-line client for CI, signed in as an API client")
    .option('--url <url>', 'the portal, e.g. https://portal.example.com (env PORTAL_URL)')
    .option('--client-id <id>', "the API client's id (env PORTAL_CLIENT_ID)")
    .option(
      '--client-secret <secret>',
      "the client's secret; prefer env PORTAL_CLIENT_SECRET, which no process list shows",
    )
    .option(
      '--scope <scopes>',
      'portal scopes to ask for, space-separated; "portal" is all the client has',
      'portal',
    )
    .option('--json', 'one JSON document on stdout (progress and errors on stderr)')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    })
    .showHelpAfterError('(portal --help lists the commands and options)');

  /** Signs in, runs the command, prints its result; the exit code is the result's. */
  const action =
    <A extends unknown[]>(work: (context: CommandContext, ...args: A) => Promise<CommandResult>) =>
    async (...args: unknown[]) => {
      // Commander passes the arguments, the options, then the command itself.
      const command = args.at(-1) as Command;
      const options = command.optsWithGlobals<GlobalOptions>();
      const out = output(io, Boolean(options.json));
      const api = await signIn(credentialsOf(options, io.env));
      const result = await work({ api, out }, ...(args.slice(0, -1) as A));
      out.result(result.value, result.human);
      exitCode = result.exitCode ?? EXIT.ok;
    };

  program
    .command('whoami')
    .description('check the credentials: the client, the owner it acts as, its scopes and permissions')
    .action(action((context) => whoami(context)));

  const apps = program
    .command('apps')
    .description('create apps, upload their sources, compare versions and roll tenants back');
  apps
    .command('create')
    .description('create an app from scratch, with its first version and build')
    .requiredOption('--name <name>', 'the app name')
    .requiredOption('--reference-id <id>', 'the reference ID (lowercase letters, digits and _)')
    .addOption(appTypeOption().makeOptionMandatory())
    .option('--description <text>', 'what the app does')
    .option('--built-on-provider', 'the app is built on the provider platform')
    .option('--follow', 'follow the first build to its end (exit code 1 when it fails)')
    .addOption(timeoutOption())
    .action(
      action(
        (
          context,
          options: {
            name: string;
            referenceId: string;
            type: AppType;
            description?: string;
            builtOnProvider?: boolean;
            follow?: boolean;
            timeout: number;
          },
        ) => createApp(context, options, options),
      ),
    );
  apps
    .command('upload')
    .description('upload a folder (zipped for you) or a zip: a new app, or with --app a new version')
    .argument('<source>', 'a folder or a .zip file')
    .option('--app <id>', 'upload a new version of this app (id or reference ID)')
    .option('--name <name>', "a new app's name (default: the manifest's)")
    .option('--reference-id <id>', "a new app's reference ID (default: the manifest's)")
    .addOption(appTypeOption())
    .option('--description <text>', "a new app's description (default: the manifest's)")
    .option('--built-on-provider', 'the app is built on the provider platform')
    .option('--follow', 'follow the build to its end (exit code 1 when it fails)')
    .addOption(timeoutOption())
    .action(
      action(
        (
          context,
          source: string,
          options: {
            app?: string;
            name?: string;
            referenceId?: string;
            type?: AppType;
            description?: string;
            builtOnProvider?: boolean;
            follow?: boolean;
            timeout: number;
          },
        ) => uploadApp(context, source, options, options),
      ),
    );

  apps
    .command('diff')
    .description('the files and manifest changes between two versions of an app')
    .argument('<app>', 'the app (id or reference ID)')
    .argument('<from>', 'the version to compare from (id, or its number in the app)')
    .argument('<to>', 'the version to compare to (id, or its number in the app)')
    .action(action((context, app: string, from: string, to: string) => diffVersions(context, app, from, to)));
  apps
    .command('rollback')
    .description(
      'deploy the version a tenant ran before, or do it for each tenant of an environment running its newest',
    )
    .argument('<app>', 'the app (id or reference ID)')
    .option('--tenant <name>', 'the tenant to roll back, e.g. acme_dev')
    .addOption(
      new Option('--environment <environment>', 'roll back every tenant of it running its newest version')
        .choices(environments)
        .conflicts('tenant'),
    )
    .action(
      action((context, app: string, options: { tenant?: string; environment?: Environment }) =>
        rollbackApp(context, app, options),
      ),
    );

  program
    .command('builds')
    .description('follow builds')
    .command('follow')
    .description('print the build status and log lines live until it ends (exit code 1 when it fails)')
    .argument('<buildId>', 'the build id')
    .addOption(timeoutOption())
    .action(
      action((context, buildId: string, options: { timeout: number }) =>
        followBuildCommand(context, buildId, options),
      ),
    );

  program
    .command('versions')
    .description('move versions through the lifecycle')
    .command('promote')
    .description('promote a version whose build succeeded (docs/app-lifecycle.md)')
    .argument('<versionId>', 'the version id')
    .addOption(
      new Option('--to <environment>', 'the stage to promote to').choices(environments).makeOptionMandatory(),
    )
    .action(
      action((context, versionId: string, options: { to: Environment }) =>
        promoteVersion(context, versionId, options.to),
      ),
    );

  program
    .command('deploy')
    .description('deploy a version to one of the company tenants')
    .argument('<versionId>', 'the version id')
    .requiredOption('--tenant <name>', 'the tenant name, e.g. acme_dev')
    .addOption(new Option('--environment <environment>', "default: the tenant's own").choices(environments))
    .action(
      action((context, versionId: string, options: { tenant: string; environment?: Environment }) =>
        deployVersion(context, versionId, options),
      ),
    );

  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError)
      // Commander has written its message; help and version asked for are a success.
      return ['commander.helpDisplayed', 'commander.version'].includes(error.code) ? EXIT.ok : EXIT.usage;
    const failure =
      error instanceof CliError
        ? error
        : new CliError(EXIT.server, `Unexpected error: ${(error as Error).stack ?? String(error)}`);
    io.stderr.write(
      json
        ? `${JSON.stringify({ error: { exitCode: failure.exitCode, message: failure.message } })}\n`
        : `portal: ${failure.message}\n`,
    );
    return failure.exitCode;
  }
}

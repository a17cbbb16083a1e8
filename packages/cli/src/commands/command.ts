import type { ExitCode } from '../exitCodes.ts';
import type { Output } from '../io.ts';
import type { PortalApi } from '../portalApi.ts';

/** What every command gets: the signed-in API and the run's output. */
export type CommandContext = { api: PortalApi; out: Output };

/** A command's result: the JSON document, its human form, and the exit code when it is not 0. */
export type CommandResult = { value: unknown; human: string; exitCode?: ExitCode };

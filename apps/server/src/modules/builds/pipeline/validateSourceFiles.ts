import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type AppManifest,
  type ComponentEntry,
  defaultScriptGlobals,
  formatMessage,
  isJsonComponentKind,
  MANIFEST_FILE,
  type OrchestrationComponent,
  parseJsonFile,
  referenceIssues,
  type SourceIssue,
  validateComponent,
  validateManifest,
} from '@portal/contracts';
import type { BuildLog } from './buildTypes.ts';
import { checkAsset } from './checkAsset.ts';
import { checkScript } from './checkScript.ts';

export type ValidatedSource = { manifest: AppManifest; issues: SourceIssue[] };

function decodeUtf8(data: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return null;
  }
}

function logIssues(log: BuildLog, issues: SourceIssue[]): void {
  for (const issue of issues) log('error', issue.message);
}

/** Reads and checks manifest.json; null with the issues logged when it cannot be used. */
async function checkManifest(
  dir: string,
  files: ReadonlySet<string>,
  expectedReferenceId: string,
  log: BuildLog,
): Promise<{ manifest: AppManifest | null; issues: SourceIssue[] }> {
  log('info', `Validating ${MANIFEST_FILE}`);
  if (!files.has(MANIFEST_FILE)) {
    const issues: SourceIssue[] = [
      {
        code: 'manifest_missing',
        file: MANIFEST_FILE,
        message: `The zip has no ${MANIFEST_FILE} at its root.`,
      },
    ];
    logIssues(log, issues);
    return { manifest: null, issues };
  }
  const text = decodeUtf8(await readFile(path.join(dir, MANIFEST_FILE)));
  const notText: SourceIssue = {
    code: 'manifest_invalid_json',
    file: MANIFEST_FILE,
    pointer: '',
    message: `${MANIFEST_FILE} is not UTF-8 text.`,
  };
  const parsed =
    text === null
      ? { ok: false as const, issues: [notText] }
      : parseJsonFile(MANIFEST_FILE, text, 'manifest_invalid_json');
  if (!parsed.ok) {
    logIssues(log, parsed.issues);
    return { manifest: null, issues: parsed.issues };
  }
  const validated = validateManifest(parsed.value);
  if (!validated.ok) {
    logIssues(log, validated.issues);
    return { manifest: null, issues: validated.issues };
  }
  const manifest = validated.value;
  if (manifest.referenceId !== expectedReferenceId) {
    const issues: SourceIssue[] = [
      {
        code: 'reference_id_mismatch',
        file: MANIFEST_FILE,
        pointer: '/referenceId',
        message: formatMessage('build.referenceIdMismatch', {
          manifestRefId: manifest.referenceId,
          appRefId: expectedReferenceId,
        }),
      },
    ];
    logIssues(log, issues);
    return { manifest, issues };
  }
  log(
    'info',
    `${MANIFEST_FILE}: OK (${manifest.type} app ${manifest.referenceId} ${manifest.version}, ${manifest.components.length} components)`,
  );
  return { manifest, issues: [] };
}

type ComponentOutcome = { issues: SourceIssue[]; document?: unknown; exports?: string[] };

async function checkComponent(
  dir: string,
  files: ReadonlySet<string>,
  component: ComponentEntry,
  allowedGlobals: ReadonlySet<string>,
) {
  const { kind, path: file } = component;
  if (!files.has(file)) {
    const nearly = [...files].find((f) => f.toLowerCase() === file.toLowerCase());
    const hint = nearly ? ` (the zip has ${nearly}; names are case-sensitive)` : '';
    return {
      issues: [{ code: 'component_missing', file, message: `${file} is missing from the zip${hint}.` }],
    } satisfies ComponentOutcome;
  }
  const data = await readFile(path.join(dir, file));
  if (kind === 'asset') return { issues: checkAsset(file, data) } satisfies ComponentOutcome;
  const text = decodeUtf8(data);
  if (text === null)
    return {
      issues: [{ code: 'component_invalid', file, pointer: '', message: `${file} is not UTF-8 text.` }],
    } satisfies ComponentOutcome;
  if (kind === 'script') return checkScript(file, text, allowedGlobals) satisfies ComponentOutcome;
  if (!isJsonComponentKind(kind)) throw new Error(`unhandled component kind ${kind}`);
  const parsed = parseJsonFile(file, text, 'component_invalid_json');
  if (!parsed.ok) return { issues: parsed.issues } satisfies ComponentOutcome;
  const validated = validateComponent(kind, file, parsed.value);
  if (!validated.ok) return { issues: validated.issues } satisfies ComponentOutcome;
  return { issues: [], document: validated.value } satisfies ComponentOutcome;
}

/** An orchestration's script step calls a function its script exports ('main' unless it names one). */
function scriptFunctionIssues(
  manifest: AppManifest,
  documents: ReadonlyMap<string, unknown>,
  exportsOf: ReadonlyMap<string, string[]>,
): SourceIssue[] {
  const issues: SourceIssue[] = [];
  for (const component of manifest.components) {
    if (component.kind !== 'orchestration') continue;
    const flow = documents.get(component.id) as OrchestrationComponent | undefined;
    flow?.steps.forEach((step, i) => {
      if (step.type !== 'script') return;
      const exported = exportsOf.get(step.script);
      const fn = step.function ?? 'main';
      if (exported && !exported.includes(fn))
        issues.push({
          code: 'component_reference',
          file: component.path,
          pointer: `/steps/${i}/function`,
          message: `${component.path} /steps/${i}: script '${step.script}' does not export a function '${fn}'.`,
        });
    });
  }
  return issues;
}

/**
 * Validates an extracted app source: the manifest, the reference ID, every component against its schema
 * and the references between components. Each step is logged as it happens.
 */
export async function validateSourceFiles(
  dir: string,
  files: ReadonlySet<string>,
  expectedReferenceId: string,
  log: BuildLog,
  allowedScriptGlobals: readonly string[] = defaultScriptGlobals,
): Promise<{ manifest: AppManifest | null; issues: SourceIssue[] }> {
  const checked = await checkManifest(dir, files, expectedReferenceId, log);
  if (!checked.manifest || checked.issues.length > 0) return checked;
  const { manifest } = checked;
  const issues: SourceIssue[] = [];
  const documents = new Map<string, unknown>();
  const exportsOf = new Map<string, string[]>();
  const allowedGlobals = new Set(allowedScriptGlobals);
  for (const component of manifest.components) {
    const outcome: ComponentOutcome = await checkComponent(dir, files, component, allowedGlobals);
    if (outcome.document !== undefined) documents.set(component.id, outcome.document);
    // A script that failed its own checks is reported once, not again by each orchestration calling it.
    if (outcome.exports && outcome.issues.length === 0) exportsOf.set(component.id, outcome.exports);
    if (outcome.issues.length === 0) log('info', `Component ${component.kind} ${component.id}: OK`);
    else {
      log('error', `Component ${component.kind} ${component.id}: ${outcome.issues.length} problem(s)`);
      logIssues(log, outcome.issues);
      issues.push(...outcome.issues);
    }
  }
  const references = [
    ...referenceIssues(manifest, documents),
    ...scriptFunctionIssues(manifest, documents, exportsOf),
  ];
  logIssues(log, references);
  issues.push(...references);
  const listed = new Set([MANIFEST_FILE, ...manifest.components.map((c) => c.path)]);
  for (const file of [...files].sort()) {
    if (!listed.has(file)) log('warn', `Not in the manifest, left out of the artifact: ${file}`);
  }
  return { manifest, issues };
}

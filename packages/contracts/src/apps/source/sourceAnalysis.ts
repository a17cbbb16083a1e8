import { jsonValueRanges, type OffsetRange } from '../builder/jsonValueRanges.ts';
import type { SourceIssue } from './appSourceErrors.ts';
import { isJsonComponentKind } from './componentKinds.ts';
import { MANIFEST_FILE } from './manifestFiles.ts';
import type { AppManifest } from './manifestSchema.ts';
import { referenceIssues, type SourceOccurrence, sourceOccurrences } from './references.ts';
import { parseJsonFile, validateComponent, validateManifest } from './validateSource.ts';

/** A 0-based line and UTF-16 character, as the Language Server Protocol counts them. */
export type LinePosition = { line: number; character: number };
export type LineRange = { start: LinePosition; end: LinePosition };

export type LocatedOccurrence = SourceOccurrence & { range: LineRange };
export type LocatedIssue = SourceIssue & { range: LineRange };

/** What the app builder's language server knows of a draft after one analysis. */
export type SourceAnalysis = {
  manifest: AppManifest | null;
  occurrences: LocatedOccurrence[];
  /** Reference issues by file; each file of the manifest has a list, empty when it is clean. */
  issues: Record<string, LocatedIssue[]>;
};

function lineIndex(text: string): (offset: number) => LinePosition {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low, character: offset - starts[low]! };
  };
}

const START: LineRange = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

/**
 * The reference analysis of a source given as texts (a draft): the manifest and each JSON component are
 * parsed and checked with the build's own functions, and the references between the valid ones with the
 * build's `referenceIssues`, so a diagnostic in the editor is the build's error, word for word. A file
 * that is not JSON or breaks its schema takes no part (the JSON Schema diagnostics speak for it), as in
 * the build. Pure and CPU-bound: the server runs it in a task thread.
 */
export function analyzeSource(files: Readonly<Record<string, string>>): SourceAnalysis {
  const empty: SourceAnalysis = { manifest: null, occurrences: [], issues: {} };
  const manifestText = files[MANIFEST_FILE];
  if (manifestText === undefined) return empty;
  const parsed = parseJsonFile(MANIFEST_FILE, manifestText, 'manifest_invalid_json');
  if (!parsed.ok) return empty;
  const validated = validateManifest(parsed.value);
  if (!validated.ok) return empty;
  const manifest = validated.value;
  const documents = new Map<string, unknown>();
  for (const component of manifest.components) {
    const text = files[component.path];
    if (text === undefined || !isJsonComponentKind(component.kind)) continue;
    const json = parseJsonFile(component.path, text, 'component_invalid_json');
    if (!json.ok) continue;
    const checked = validateComponent(component.kind, component.path, json.value);
    if (checked.ok) documents.set(component.id, checked.value);
  }
  const located = new Map<string, { ranges: Map<string, OffsetRange>; at: (o: number) => LinePosition }>();
  const rangeOf = (file: string, pointer: string): LineRange => {
    const text = files[file];
    if (text === undefined) return START;
    let entry = located.get(file);
    if (!entry) {
      entry = { ranges: jsonValueRanges(text), at: lineIndex(text) };
      located.set(file, entry);
    }
    const range = entry.ranges.get(pointer);
    if (!range) return START;
    // A string's range is its content, without the quotes: what a rename replaces.
    const quoted = text[range.start] === '"';
    return {
      start: entry.at(range.start + (quoted ? 1 : 0)),
      end: entry.at(range.end - (quoted ? 1 : 0)),
    };
  };
  const occurrences = sourceOccurrences(manifest, documents).map((o) => ({
    ...o,
    range: rangeOf(o.file, o.pointer),
  }));
  const issues: Record<string, LocatedIssue[]> = {};
  for (const file of [MANIFEST_FILE, ...manifest.components.map((c) => c.path)]) issues[file] = [];
  for (const issue of referenceIssues(manifest, documents)) {
    const file = issue.file ?? MANIFEST_FILE;
    const list = issues[file] ?? [];
    list.push({ ...issue, range: rangeOf(file, issue.pointer ?? '') });
    issues[file] = list;
  }
  return { manifest, occurrences, issues };
}

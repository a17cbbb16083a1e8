import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../test/workspaceSources.ts';

/**
 * docs/architecture.md names every server module and every web feature, so a new maintainer finds each
 * area there. A folder added without its name in the list (or a name left after its folder went) fails
 * here, rather than leaving the document quietly behind the tree.
 */
const architecture = readFileSync(path.join(repositoryRoot, 'docs/architecture.md'), 'utf8');

/** The folders directly under `dir` (files such as the architecture tests beside them are not areas). */
function foldersOf(dir: string): string[] {
  return readdirSync(path.join(repositoryRoot, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * The names in backticks of the paragraph that opens with `opening`, up to the next blank line. A
 * name with a slash (`builder/orchestrate`) is a part of an area, not one of its own.
 */
function namesOfParagraph(markdown: string, opening: string): string[] {
  const start = markdown.indexOf(opening);
  if (start < 0) return [];
  const end = markdown.indexOf('\n\n', start);
  const paragraph = markdown.slice(start, end < 0 ? undefined : end);
  const names = [...paragraph.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
  return [...new Set(names.filter((name) => !name.includes('/')))].sort();
}

describe('namesOfParagraph', () => {
  it('reads the backticked names of one paragraph only, leaving out parts of an area', () => {
    const markdown = 'Intro.\n\nFeatures today: `b`, `a` (with `a/part`), `b`.\nmore `c`.\n\nLater `d`.';
    expect(namesOfParagraph(markdown, 'Features today:')).toEqual(['a', 'b', 'c']);
    expect(namesOfParagraph(markdown, 'Missing:')).toEqual([]);
  });
});

describe('docs/architecture.md against the tree', () => {
  it('lists exactly the server modules, one per folder of apps/server/src/modules', () => {
    expect(namesOfParagraph(architecture, 'The modules today')).toEqual(foldersOf('apps/server/src/modules'));
  });

  // No `shared` among them: what a feature owns and others use stays in it (.dependency-cruiser.cjs,
  // web-no-shared-feature), so a features/shared folder fails here as an unlisted feature.
  it('lists exactly the web features, one per folder of apps/web/src/features', () => {
    expect(namesOfParagraph(architecture, 'Features today:')).toEqual(foldersOf('apps/web/src/features'));
  });
});

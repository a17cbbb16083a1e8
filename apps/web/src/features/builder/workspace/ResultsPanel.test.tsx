import { type DraftIssue, locateJsonPointer, referenceIssues, validateManifest } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoApp } from '../../../test/appsTestApi.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { ResultsPanel } from './ResultsPanel.tsx';

/**
 * What validate answers for a manifest whose one profile group lists only a page that opens on a record:
 * the build's own reference check, placed at its line as the server places it (validateDraft.ts).
 */
function profileGroupIssues(): { manifestText: string; issues: DraftIssue[] } {
  const manifest = {
    referenceId: 'viewer_groups',
    name: 'Viewer groups',
    type: 'EXTEND',
    version: '1.0.0',
    components: [
      { id: 'record', kind: 'model', path: 'models/record.json' },
      { id: 'open_one', kind: 'page', path: 'pages/open_one.json' },
    ],
    profileGroups: [{ id: 'viewers', name: 'Viewers', tasks: ['open_one'] }],
  };
  const manifestText = JSON.stringify(manifest, null, 2);
  const parsed = validateManifest(JSON.parse(manifestText));
  if (!parsed.ok) throw new Error('the test manifest must pass its schema');
  const documents = new Map<string, unknown>([
    ['record', { name: 'Record', fields: [{ name: 'title', type: 'text' }] }],
    [
      'open_one',
      {
        title: 'One record',
        layout: 'detail',
        model: 'record',
        sections: [{ id: 'main', fields: [{ id: 'title', label: 'Title', type: 'text', binding: 'title' }] }],
      },
    ],
  ]);
  const issues = referenceIssues(parsed.value, documents).map((issue) => ({
    ...issue,
    ...(issue.pointer !== undefined ? locateJsonPointer(manifestText, issue.pointer) : {}),
  }));
  return { manifestText, issues };
}

describe("the builder's Problems", () => {
  it('shows the profile group rule at the group in manifest.json, and opens the manifest there', async () => {
    const { manifestText, issues } = profileGroupIssues();
    const line = manifestText.split('\n').findIndex((text) => text.includes('"profileGroups"')) + 2;
    expect(issues).toMatchObject([{ file: 'manifest.json', pointer: '/profileGroups/0', line }]);
    const onOpenIssue = vi.fn();
    renderWithProviders(
      <ResultsPanel
        app={demoApp(1)}
        panel="problems"
        onPanelChange={() => {}}
        issues={issues}
        build={null}
        isStarting={false}
        onOpenIssue={onOpenIssue}
        onBuildFinished={() => {}}
        onBuildRetried={() => {}}
      />,
    );

    expect(screen.getByRole('tab', { name: 'Problems (1)' })).toHaveAttribute('aria-selected', 'true');
    const problem = screen.getByRole('button', {
      name: `manifest.json:${line} manifest.json /profileGroups/0: the profile group 'Viewers' needs at least one context-free task or one model report.`,
    });
    await userEvent.click(problem);
    expect(onOpenIssue).toHaveBeenCalledWith(expect.objectContaining({ file: 'manifest.json', line }));
  });
});

describe("the builder's Build panel", () => {
  it('hides the previous build and its Deploy while a new build is being started', () => {
    renderWithProviders(
      <ResultsPanel
        app={demoApp(1)}
        panel="build"
        onPanelChange={() => {}}
        issues={null}
        build={{ versionId: 'version-1', buildId: 'build-previous' }}
        isStarting
        onOpenIssue={() => {}}
        onBuildFinished={() => {}}
        onBuildRetried={() => {}}
      />,
    );
    expect(screen.getByText('Starting a build of the draft…')).toBeVisible();
    expect(screen.queryByText(/^Build build-pr/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deploy to tenant' })).not.toBeInTheDocument();
  });

  it('says how to get a build when there is none', () => {
    renderWithProviders(
      <ResultsPanel
        app={demoApp(1)}
        panel="build"
        onPanelChange={() => {}}
        issues={null}
        build={null}
        isStarting={false}
        onOpenIssue={() => {}}
        onBuildFinished={() => {}}
        onBuildRetried={() => {}}
      />,
    );
    expect(screen.getByText('Build the draft to follow its build here.')).toBeVisible();
  });
});

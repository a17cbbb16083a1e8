import type { AppDraft } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { changedPaths, draftReducer, initialDraftState, isSaveDue } from './draftState.ts';

const draft = (revision: number, files: Record<string, string>): AppDraft => ({
  appId: '00000000-0000-4000-8000-000000000001',
  baseVersionId: '00000000-0000-4000-8000-000000000002',
  baseVersionNumber: 1,
  latestVersionId: '00000000-0000-4000-8000-000000000002',
  revision,
  hasChanges: revision > 0,
  files,
  binaryFiles: [],
  assets: [],
  updatedAt: null,
});

const loaded = initialDraftState(draft(0, { 'manifest.json': '{}', 'pages/a.json': '{"title":"A"}' }));

describe('draft state', () => {
  it('marks typing unsaved, and saved again when the text returns to what the server has', () => {
    const typed = draftReducer(loaded, { type: 'edited', path: 'manifest.json', text: '{ }' });
    expect(typed.status).toBe('unsaved');
    expect(isSaveDue(typed)).toBe(true);
    expect(draftReducer(typed, { type: 'edited', path: 'manifest.json', text: '{}' }).status).toBe('saved');
  });

  it('keeps typing made during a save unsaved, on the new revision', () => {
    const typed = draftReducer(loaded, { type: 'edited', path: 'manifest.json', text: '{ }' });
    const sent = typed.files;
    const saving = draftReducer(typed, { type: 'saveStarted' });
    expect(isSaveDue(saving)).toBe(false);
    const more = draftReducer(saving, { type: 'edited', path: 'manifest.json', text: '{  }' });
    const saved = draftReducer(more, { type: 'saved', draft: draft(1, sent), sent });
    expect(saved).toMatchObject({ revision: 1, status: 'unsaved' });
    expect(saved.files['manifest.json']).toBe('{  }');
  });

  it('holds a conflict with both sides until the user chooses, losing neither', () => {
    const typed = draftReducer(loaded, { type: 'edited', path: 'pages/a.json', text: 'mine' });
    const theirs = draft(4, { 'manifest.json': '{}', 'pages/a.json': 'theirs' });
    const conflict = draftReducer(draftReducer(typed, { type: 'saveStarted' }), {
      type: 'conflicted',
      draft: theirs,
    });
    expect(conflict.status).toBe('conflict');
    expect(isSaveDue(conflict)).toBe(false);
    expect(conflict.files['pages/a.json']).toBe('mine');
    expect(changedPaths(conflict.files, theirs.files)).toEqual(['pages/a.json']);
    // Typing in the conflict view stays the user's side.
    const merged = draftReducer(conflict, { type: 'edited', path: 'pages/a.json', text: 'merged' });
    expect(merged.status).toBe('conflict');

    const kept = draftReducer(merged, { type: 'keptMine' });
    expect(kept).toMatchObject({ revision: 4, status: 'unsaved', conflict: null });
    expect(kept.files['pages/a.json']).toBe('merged');

    const took = draftReducer(merged, { type: 'tookTheirs' });
    expect(took).toMatchObject({ revision: 4, status: 'saved', conflict: null });
    expect(took.files['pages/a.json']).toBe('theirs');
  });

  it('shows a refused save as an error until the next edit', () => {
    const failed = draftReducer(loaded, { type: 'failed', message: 'too large' });
    expect(failed).toMatchObject({ status: 'error', error: 'too large' });
    expect(isSaveDue(failed)).toBe(false);
    expect(draftReducer(failed, { type: 'edited', path: 'manifest.json', text: '[]' })).toMatchObject({
      status: 'unsaved',
      error: null,
    });
  });

  it('lists added and removed paths as changed', () => {
    expect(changedPaths({ a: '1', b: '2' }, { b: '2', c: '3' })).toEqual(['a', 'c']);
  });
});

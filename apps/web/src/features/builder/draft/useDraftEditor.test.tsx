import type { AppDraft } from '@portal/contracts';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/identityStub.ts';
import { stubPortalApi } from '../../../test/portalApiStub.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { useDraftEditor } from './useDraftEditor.ts';

const APP_ID = '00000000-0000-4000-8000-0000000000a1';
const DRAFT = `PUT /apphub/v1/apps/${APP_ID}/draft`;

const draft = (revision: number, files: Record<string, string>): AppDraft => ({
  appId: APP_ID,
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

/** Renders the hook in the app's providers; `editor()` is what it returned at the last render. */
function renderDraftEditor(loaded: AppDraft) {
  let latest: ReturnType<typeof useDraftEditor> | null = null;
  function Harness() {
    latest = useDraftEditor(APP_ID, loaded);
    return null;
  }
  renderWithProviders(<Harness />);
  return () => {
    if (!latest) throw new Error('not rendered');
    return latest as ReturnType<typeof useDraftEditor>;
  };
}

type SaveBody = { revision: number; files: Record<string, string> };

describe('the draft editor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves one at a time: keys typed while a save is on its way are sent after its answer, on its revision', async () => {
    // The server answers each save when the test says so, like a slow one, and refuses a stale revision.
    let revision = 0;
    const answers: (() => void)[] = [];
    let pending = 0;
    let mostAtOnce = 0;
    const api = stubPortalApi(
      {
        [DRAFT]: ({ body }) => {
          pending++;
          mostAtOnce = Math.max(mostAtOnce, pending);
          const sent = body as SaveBody;
          return new Promise<Response>((resolve) =>
            answers.push(() => {
              pending--;
              if (sent.revision !== revision) {
                resolve(json({ error: 'conflict', message: 'Stale.', draft: draft(revision, {}) }, 409));
                return;
              }
              revision++;
              resolve(json(draft(revision, sent.files)));
            }),
          );
        },
      },
      { permissions: ['apps.read', 'apps.write'] },
    );
    const editor = renderDraftEditor(draft(0, { 'manifest.json': '{}' }));

    // The first keys are saved...
    act(() => editor().edit('manifest.json', '{"a"}'));
    let first: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = editor().save();
    });
    await waitFor(() => expect(api.callsTo(DRAFT)).toHaveLength(1));
    // ...and more are typed, and due to be saved, before the server has answered
    act(() => editor().edit('manifest.json', '{"ab"}'));
    let second: Promise<boolean> = Promise.resolve(false);
    act(() => {
      second = editor().save();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.callsTo(DRAFT)).toHaveLength(1);

    // The first answer lets the second save go, on the revision it gave
    await act(async () => {
      answers[0]?.();
      await first;
    });
    await waitFor(() => expect(api.callsTo(DRAFT)).toHaveLength(2));
    expect(api.callsTo(DRAFT)[1]?.body).toMatchObject({ revision: 1, files: { 'manifest.json': '{"ab"}' } });
    await act(async () => {
      answers[1]?.();
      expect(await second).toBe(true);
    });
    expect(mostAtOnce).toBe(1);
    expect(editor().state).toMatchObject({ status: 'saved', revision: 2 });
  });

  it('tells a subscriber of new files with the action that made them, before any render', () => {
    stubPortalApi({}, { permissions: ['apps.read'] });
    const editor = renderDraftEditor(draft(3, { 'manifest.json': '{"mine":1}' }));
    const heard: Record<string, string>[] = [];
    const unsubscribe = editor().subscribe((files) => heard.push(files));

    // A reset's draft replaces the files: heard at once, in the same call
    const reset = draft(4, { 'manifest.json': '{"reset":1}' });
    editor().replace(reset);
    expect(heard).toEqual([reset.files]);
    // A save's answer or a status change leaves the files alone: nothing to hear
    editor().retry();
    editor().edit('manifest.json', '{"reset":1}');
    expect(heard).toHaveLength(1);
    // Typing is heard too (the models compare it with their own text and find nothing to do)
    editor().edit('manifest.json', '{"reset":2}');
    expect(heard.at(-1)).toEqual({ 'manifest.json': '{"reset":2}' });

    unsubscribe();
    editor().edit('manifest.json', '{"reset":3}');
    expect(heard).toHaveLength(2);
  });
});

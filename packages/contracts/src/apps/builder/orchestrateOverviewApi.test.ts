import { describe, expect, it } from 'vitest';
import { MANIFEST_FILE } from '../source/manifestFiles.ts';
import { orchestrationsOf } from './orchestrateOverviewApi.ts';

const manifest = (components: unknown) => JSON.stringify({ name: 'Sync', components });

describe('orchestrations of a source', () => {
  it('lists the manifest’s orchestrations with their step count and trigger, and nothing else', () => {
    const files = {
      [MANIFEST_FILE]: manifest([
        { id: 'sync', kind: 'orchestration', path: 'orchestrations/sync.json' },
        { id: 'plain', kind: 'orchestration', path: 'orchestrations/plain.json' },
        { id: 'broken', kind: 'orchestration', path: 'orchestrations/broken.json' },
        { id: 'odd', kind: 'orchestration', path: 'orchestrations/odd.json' },
        { id: 'gone', kind: 'orchestration', path: 'orchestrations/gone.json' },
        { id: 'main', kind: 'script', path: 'scripts/main.js' },
      ]),
      'orchestrations/sync.json': JSON.stringify({
        trigger: { type: 'schedule', cron: '0 1 * * *' },
        steps: [{ id: 'done', type: 'end' }],
      }),
      'orchestrations/plain.json': JSON.stringify({ steps: [] }),
      'orchestrations/broken.json': '{',
      'orchestrations/odd.json': JSON.stringify({ steps: [{ id: 1, type: 'end' }] }),
    };
    expect(orchestrationsOf(files)).toEqual([
      { id: 'sync', path: 'orchestrations/sync.json', stepCount: 1, trigger: 'schedule' },
      // A file without a trigger is a manual one, as the canvas reads it
      { id: 'plain', path: 'orchestrations/plain.json', stepCount: 0, trigger: 'manual' },
      { id: 'broken', path: 'orchestrations/broken.json', stepCount: null, trigger: null },
      { id: 'odd', path: 'orchestrations/odd.json', stepCount: null, trigger: null },
      { id: 'gone', path: 'orchestrations/gone.json', stepCount: null, trigger: null },
    ]);
  });

  it('lists nothing while the manifest does not parse or names no components', () => {
    expect(orchestrationsOf({ [MANIFEST_FILE]: '{ "components": [' })).toEqual([]);
    expect(orchestrationsOf({ [MANIFEST_FILE]: 'null' })).toEqual([]);
    expect(orchestrationsOf({})).toEqual([]);
    expect(
      orchestrationsOf({ [MANIFEST_FILE]: manifest([{ id: 'x', kind: 'nope', path: 'x.json' }]) }),
    ).toEqual([]);
  });
});

import { MANIFEST_FILE } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { withoutOrchestration } from './orchestrationFiles.ts';

const files = {
  [MANIFEST_FILE]: JSON.stringify({
    name: 'Sync',
    components: [
      { id: 'sync', kind: 'orchestration', path: 'orchestrations/sync.json' },
      { id: 'broken', kind: 'orchestration', path: 'orchestrations/broken.json' },
      { id: 'main', kind: 'script', path: 'scripts/main.js' },
    ],
  }),
  'orchestrations/sync.json': JSON.stringify({
    trigger: { type: 'schedule', cron: '0 1 * * *' },
    steps: [{ id: 'done', type: 'end' }],
  }),
  'orchestrations/broken.json': '{',
  'scripts/main.js': 'export function main() {}',
};

describe('an orchestration removed from a source', () => {
  it('removes an orchestration’s file and manifest entry, and nothing else (DELETE workflow component)', () => {
    const rest = withoutOrchestration(files, 'sync');
    expect(rest).not.toBeNull();
    expect(Object.keys(rest!).sort()).toEqual([
      MANIFEST_FILE,
      'orchestrations/broken.json',
      'scripts/main.js',
    ]);
    expect(JSON.parse(rest![MANIFEST_FILE]!).components.map((c: { id: string }) => c.id)).toEqual([
      'broken',
      'main',
    ]);
    expect(withoutOrchestration(files, 'main')).toBeNull();
  });
});

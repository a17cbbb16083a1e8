import { describe, expect, it } from 'vitest';
import { fileForSegment, manifestComponents, segmentForFile } from './manifestComponents.ts';

const manifest = JSON.stringify({
  components: [
    { id: 'start', kind: 'page', path: 'pages/start.json' },
    { id: 'broken', kind: 'nonsense', path: 'x.json' },
    { kind: 'model', path: 'models/no-id.json' },
  ],
});

describe('manifest components', () => {
  it('shows the well-formed entries of a manifest being typed, and none of a manifest that is not JSON', () => {
    expect(manifestComponents({ 'manifest.json': manifest })).toEqual([
      { id: 'start', kind: 'page', path: 'pages/start.json' },
    ]);
    expect(manifestComponents({ 'manifest.json': '{ "components": [' })).toEqual([]);
  });

  it('maps /build/:app/:component to a file and back', () => {
    const components = manifestComponents({ 'manifest.json': manifest });
    expect(fileForSegment(undefined, components)).toBe('manifest.json');
    expect(fileForSegment('manifest', components)).toBe('manifest.json');
    expect(fileForSegment('start', components)).toBe('pages/start.json');
    expect(fileForSegment('missing', components)).toBeNull();
    expect(segmentForFile('pages/start.json', components)).toBe('start');
    expect(segmentForFile('manifest.json', components)).toBe('manifest');
  });
});

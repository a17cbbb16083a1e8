import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './returnPath.ts';

const origin = 'https://portal.example';

describe('safeReturnPath', () => {
  it.each([
    '//evil.example',
    '/\\evil.example',
    '///evil.example',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    'javascript:alert(1)',
    'http://evil.example',
    'https://portal.example.evil.example/x',
    '/\tevil',
    '/\n/evil.example',
    '',
    'console',
  ])('sends %j home', (value) => {
    expect(safeReturnPath(value, origin)).toBe('/');
  });

  it('keeps a same-origin path with its query and hash', () => {
    expect(safeReturnPath('/console/apps?x=1#top', origin)).toBe('/console/apps?x=1#top');
    expect(safeReturnPath('/search?q=pay%20roll', origin)).toBe('/search?q=pay%20roll');
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(safeReturnPath('/a/../../console', origin)).toBe('/console');
  });

  it('uses the given fallback', () => {
    expect(safeReturnPath(null, origin, '/about')).toBe('/about');
  });
});

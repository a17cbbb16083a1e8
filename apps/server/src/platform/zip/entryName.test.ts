import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collisionKey, entryNameIssue } from './entryName.ts';

const segment = fc.stringMatching(/^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,20}$/);
const safeName = fc.array(segment, { minLength: 1, maxLength: 6 }).map((parts) => parts.join('/'));

describe('entryNameIssue', () => {
  it('accepts plain relative files and folders', () => {
    for (const name of ['manifest.json', 'pages/home.json', 'assets/logo.svg', 'pages/', 'a/b/c/d.js'])
      expect(entryNameIssue(name)).toBeNull();
  });

  it('names each unsafe form with its own code', () => {
    expect(entryNameIssue('../evil.js')).toBe('zip_path_traversal');
    expect(entryNameIssue('pages/../../evil.js')).toBe('zip_path_traversal');
    expect(entryNameIssue('..')).toBe('zip_path_traversal');
    expect(entryNameIssue('/etc/passwd')).toBe('zip_absolute_path');
    expect(entryNameIssue('pages\\..\\evil.js')).toBe('zip_backslash');
    expect(entryNameIssue('C:/Windows/evil.dll')).toBe('zip_drive_letter');
    expect(entryNameIssue('c:evil')).toBe('zip_drive_letter');
    expect(entryNameIssue('a\u0000.json')).toBe('zip_invalid_name');
    expect(entryNameIssue('a//b.json')).toBe('zip_invalid_name');
    expect(entryNameIssue('./a.json')).toBe('zip_invalid_name');
    expect(entryNameIssue('file.txt:stream')).toBe('zip_invalid_name');
    expect(entryNameIssue('')).toBe('zip_invalid_name');
  });

  it('accepts every safe relative name (property)', () => {
    fc.assert(fc.property(safeName, (name) => entryNameIssue(name) === null));
    fc.assert(fc.property(safeName, (name) => entryNameIssue(`${name}/`) === null));
  });

  it('refuses any name with a traversal segment wherever it sits (property)', () => {
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 4 }),
        fc.array(segment, { maxLength: 4 }),
        (before, after) => {
          const name = [...before, '..', ...after].join('/');
          return entryNameIssue(name) === 'zip_path_traversal';
        },
      ),
    );
  });

  it('refuses any absolute, backslash or drive-letter name (property)', () => {
    fc.assert(fc.property(safeName, (name) => entryNameIssue(`/${name}`) === 'zip_absolute_path'));
    fc.assert(fc.property(safeName, safeName, (a, b) => entryNameIssue(`${a}\\${b}`) === 'zip_backslash'));
    fc.assert(
      fc.property(fc.constantFrom(...'abcxyzABCXYZ'), safeName, (drive, name) => {
        const issue = entryNameIssue(`${drive}:/${name}`);
        return issue === 'zip_drive_letter';
      }),
    );
  });

  it('never accepts a name that could leave the folder it is extracted to (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '.', '/', '\\', ':', 'C', '\u0000') }), (name) => {
        if (entryNameIssue(name) !== null) return true;
        const parts = name.replace(/\/$/, '').split('/');
        return (
          !name.startsWith('/') &&
          !name.includes('\\') &&
          !parts.includes('..') &&
          !parts.includes('') &&
          !name.includes(':')
        );
      }),
    );
  });
});

describe('collisionKey', () => {
  it('matches names that differ only in case or a trailing slash', () => {
    expect(collisionKey('Pages/Home.json')).toBe(collisionKey('pages/home.json'));
    expect(collisionKey('pages/')).toBe(collisionKey('pages'));
  });
});

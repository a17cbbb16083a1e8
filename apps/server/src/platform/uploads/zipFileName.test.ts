import { describe, expect, it } from 'vitest';
import { assertZipFileName } from './zipFileName.ts';

describe('assertZipFileName', () => {
  it('accepts .zip in any case and refuses anything else with the upload message', () => {
    expect(() => assertZipFileName('app.ZIP')).not.toThrow();
    for (const name of ['app.tar.gz', 'app.zip.exe', 'zip', '.zip'])
      expect(() => assertZipFileName(name)).toThrow('The file must be a .zip file.');
  });
});

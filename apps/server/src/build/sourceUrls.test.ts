import { describe, expect, it } from 'vitest';
import { withSourceUrl } from './sourceUrls.ts';

describe('withSourceUrl', () => {
  it("gives a file its source URL, relative to the bundle's folder", () => {
    const text = "const css = readFileSync(new URL('./signin.css', import.meta.url));";
    expect(
      withSourceUrl(text, '/repo/apps/server/src/oidc/interaction.routes.ts', '/repo/apps/server/dist'),
    ).toBe(
      'const css = readFileSync(new URL(\'./signin.css\', new URL("../src/oidc/interaction.routes.ts", import.meta.url).href));',
    );
  });

  it('leaves a file without import.meta.url as it is', () => {
    expect(withSourceUrl('export const a = 1;', '/repo/a.ts', '/repo/dist')).toBe('export const a = 1;');
  });

  it('refuses import.meta.dirname and import.meta.filename, which the bundle would answer for itself', () => {
    expect(() => withSourceUrl('const d = import.meta.dirname;', '/repo/a.ts', '/repo/dist')).toThrow(
      /import\.meta\.dirname/,
    );
    expect(() => withSourceUrl('const f = import.meta.filename;', '/repo/a.ts', '/repo/dist')).toThrow(
      /import\.meta\.filename/,
    );
  });
});

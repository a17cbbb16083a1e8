import { describe, expect, it } from 'vitest';

/**
 * Every paged list pages with `Pager` (`lib/lists/Pager.tsx`): one look, a labelled navigation, every page
 * and control named, the page clamped (docs/architecture.md "Lists"). A feature that renders Mantine's
 * `<Pagination` or imports it writes a pager again by hand, and fails here. So does a count line written
 * by hand (small text announced as a status) instead of `ListCount`.
 */
const sources = import.meta.glob<string>(['/src/features/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const rendersPagination = /<Pagination\b/;
const importsPagination = /import \{[^}]*\bPagination\b[^}]*\} from '@mantine\/core'/;
const byHand = (text: string) => rendersPagination.test(text) || importsPagination.test(text);
// A Text whose words are a `….count` key: a list's count line, which ListCount draws.
const countLineByHand = /<Text\b[^>]*>\s*\{t\('[^']*\.count'/;

describe('the web’s pagers', () => {
  it('are Pagers: no feature renders or imports Mantine’s Pagination', () => {
    const withPagination = Object.entries(sources)
      .filter(([, text]) => byHand(text))
      .map(([file]) => file.replace(/^\/src\//, ''))
      .sort();
    expect(withPagination).toEqual([]);
  });

  it('count with ListCount: no feature writes a count line as a Text by hand', () => {
    const withCountLine = Object.entries(sources)
      .filter(([, text]) => countLineByHand.test(text))
      .map(([file]) => file.replace(/^\/src\//, ''))
      .sort();
    expect(withCountLine).toEqual([]);
  });

  it('tells a hand-written count line from ListCount and other status texts', () => {
    expect(
      countLineByHand.test(`<Text size="sm" role="status">\n  {t('logs.results.count', { count })}`),
    ).toBe(true);
    expect(countLineByHand.test(`<Text size="sm" c="dimmed" aria-live="polite">{t('rest.count')}`)).toBe(
      true,
    );
    expect(countLineByHand.test(`<ListCount>{t('logs.results.count', { count })}</ListCount>`)).toBe(false);
    expect(countLineByHand.test(`<Text size="sm" role="status">{t('studio.app.empty')}</Text>`)).toBe(false);
    expect(countLineByHand.test(`<Text size="sm">{t('invitation.newAccount')}</Text>`)).toBe(false);
  });

  it('tells Mantine’s Pagination from the Pager and from other Mantine parts', () => {
    expect(byHand('<Pagination total={3} />')).toBe(true);
    expect(byHand("import { Group, Pagination, Stack } from '@mantine/core';")).toBe(true);
    expect(byHand("import {\n  Pagination,\n  Stack,\n} from '@mantine/core';")).toBe(true);
    expect(byHand('<Pager total={45} pageSize={20} />')).toBe(false);
    expect(byHand("import { Pager } from '../../lib/lists/Pager.tsx';")).toBe(false);
    expect(byHand("import { PaginationProps } from '@mantine/core';")).toBe(false);
  });
});

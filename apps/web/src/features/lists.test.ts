import { describe, expect, it } from 'vitest';

/**
 * Every list is a `DataTable` (`lib/tables`): one style, and a card per row on a phone. A raw Mantine
 * `<Table>` is for what is not a list, of a kind docs/architecture.md ("Lists") names, and only in the
 * files below; a new one fails here until it is a `DataTable` or its exception is written.
 */
const sources = import.meta.glob<string>(['/src/**/*.tsx', '!/src/**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

type NotAList = 'key-value panel' | 'editing grid' | 'analytics figures' | 'log viewer' | 'app preview';

/** The tables that are not lists, by the kind of exception docs/architecture.md writes for them. */
const notLists: Record<string, NotAList> = {
  'features/account/overview/AccountPage.tsx': 'key-value panel',
  'features/admin/companies/CompanySettingsTab.tsx': 'key-value panel',
  'features/profile/ProfilePage.tsx': 'key-value panel',
  'features/explorers/sandbox/AnswerTabs.tsx': 'key-value panel',
  'features/admin/companies/EntitlementOverrides.tsx': 'editing grid',
  'features/admin/packages/PackagePermissionsPage.tsx': 'editing grid',
  'features/admin/people/RolePermissionsPage.tsx': 'editing grid',
  'features/analytics/RangeTable.tsx': 'analytics figures',
  'features/analytics/charts/ChartFigure.tsx': 'analytics figures',
  'features/analytics/orchestrations/InsightTables.tsx': 'analytics figures',
  'features/logs/LogsTable.tsx': 'log viewer',
  'features/builder/preview/PreviewRecords.tsx': 'app preview',
};

const rawTable = /<Table[\s>]/;
/** DataTable itself draws the one raw table every list shares. */
const theListTable = 'lib/tables/DataTable.tsx';

const withRawTable = Object.entries(sources)
  .map(([file, text]) => [file.replace(/^\/src\//, ''), text] as const)
  .filter(([file, text]) => file !== theListTable && rawTable.test(text))
  .map(([file]) => file)
  .sort();

describe('the web’s lists', () => {
  it('are DataTables: a raw <Table> only in the written exceptions', () => {
    expect(withRawTable).toEqual(Object.keys(notLists).sort());
  });

  it('tells a raw table from its parts and from DataTable', () => {
    expect(rawTable.test('<Table striped>')).toBe(true);
    expect(rawTable.test('<Table>')).toBe(true);
    expect(rawTable.test('<Table\n  striped')).toBe(true);
    expect(rawTable.test('<Table.Tr>')).toBe(false);
    expect(rawTable.test('<DataTable columns={[]} rows={[]} />')).toBe(false);
  });
});

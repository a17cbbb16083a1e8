// The portal's one Monaco environment (the builder shares it), instead of graphiql/setup-workers/vite.
import '../../../lib/monaco/monacoWorkers.ts';
// GraphiQL's style.css bundles its web fonts as data URLs (340 KB gzip) and a copy of Monaco's CSS, which
// the Monaco modules bring themselves: its own styles alone, in the portal's fonts.
import '@graphiql/react/style.css';
import 'graphiql/graphiql.css';
import { useMantineColorScheme } from '@mantine/core';
import { GraphiQL } from 'graphiql';
import { useEffect, useMemo, useRef } from 'react';
import classes from './GraphiqlPane.module.css';
import { keepTabsAsList } from './graphiqlTabsAsList.ts';
import { sandboxGraphqlFetcher } from './graphqlFetcher.ts';

/**
 * GraphiQL against one tenant (docs/product/sandbox.md SANDBOX-12). Its own storage keeps tabs, queries and
 * history in local storage under the `graphiql:` prefix; headers are not kept, and the token is the
 * fetcher's.
 */
export default function GraphiqlPane({ tenant, accessToken }: { tenant: string; accessToken: string }) {
  const fetcher = useMemo(() => sandboxGraphqlFetcher(tenant, accessToken), [tenant, accessToken]);
  const { colorScheme } = useMantineColorScheme();
  const pane = useRef<HTMLDivElement>(null);
  useEffect(() => (pane.current ? keepTabsAsList(pane.current) : undefined), []);
  return (
    <div
      ref={pane}
      className={classes.pane}
      style={{ height: '75vh', border: '1px solid var(--mantine-color-gray-3)' }}
    >
      <GraphiQL
        fetcher={fetcher}
        shouldPersistHeaders={false}
        isHeadersEditorEnabled={false}
        forcedTheme={colorScheme === 'dark' ? 'dark' : 'light'}
        defaultQuery={
          '# Workers of the sandbox tenant, 5 at a time\n{\n  workers(first: 5) {\n    totalCount\n    edges {\n      node {\n        id\n        name { formatted }\n        tenureYears\n        organization { name }\n      }\n    }\n  }\n}\n'
        }
      />
    </div>
  );
}

import { TableOfContents, Text } from '@mantine/core';
import type { DocHeading } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export const DOC_BODY_ATTRIBUTE = 'data-doc-body';

/** "On this page": the page's h2 and h3, the one being read highlighted as the reader scrolls. */
export function DocToc({ headings, html }: { headings: DocHeading[]; html: string }) {
  const { t } = useTranslation('core');
  const reinitialize = useRef<() => void>(() => {});
  // The headings are in the DOM only once the page's HTML is: read them again when it changes.
  useEffect(() => {
    if (html) reinitialize.current();
  }, [html]);
  if (headings.length === 0) return null;
  return (
    <nav aria-labelledby="doc-toc-title">
      <Text id="doc-toc-title" fw={600} size="sm" mb="xs">
        {t('docs.onThisPage')}
      </Text>
      <TableOfContents
        size="sm"
        variant="light"
        minDepthToOffset={2}
        depthOffset={16}
        reinitializeRef={reinitialize}
        initialData={headings.map((heading) => ({
          depth: heading.depth,
          value: heading.text,
          id: heading.id,
        }))}
        scrollSpyOptions={{
          selector: `[${DOC_BODY_ATTRIBUTE}] h2[id], [${DOC_BODY_ATTRIBUTE}] h3[id]`,
          getDepth: (element) => Number(element.tagName.slice(1)),
          getValue: (element) => element.firstChild?.textContent ?? element.textContent ?? '',
          offset: 80,
        }}
        getControlProps={({ data, active }) => ({
          component: 'a',
          href: `#${data.id}`,
          'aria-current': active ? 'location' : undefined,
          children: data.value,
        })}
      />
    </nav>
  );
}

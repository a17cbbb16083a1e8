import { Anchor } from '@mantine/core';
import parse, {
  type DOMNode,
  domToReact,
  Element,
  type HTMLReactParserOptions,
  Text,
} from 'html-react-parser';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '../modals/ExternalLink.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import classes from './MarkdownContent.module.css';

/** The text inside a node, as the code block copies it. */
function textOf(nodes: DOMNode[]): string {
  return nodes
    .map((node) =>
      node instanceof Text ? node.data : node instanceof Element ? textOf(node.children as DOMNode[]) : '',
    )
    .join('');
}

function languageOf(code: Element): string | null {
  const match = /(?:^|\s)language-([\w-]+)/.exec(code.attribs.class ?? '');
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * The server's sanitised HTML of a page, turned into React elements (never innerHTML): code blocks get
 * highlighting and a copy button, links to portal pages stay in the app, links out go through
 * ExternalLink (federal mode asks first), headings get their anchor link, wide tables scroll.
 */
export function MarkdownContent({ html }: { html: string }) {
  const { t } = useTranslation('core');
  const content = useMemo(() => {
    const options: HTMLReactParserOptions = {
      replace(node) {
        if (!(node instanceof Element)) return undefined;
        const children = node.children as DOMNode[];
        if (node.name === 'pre') {
          const code = children.find(
            (child): child is Element => child instanceof Element && child.name === 'code',
          );
          return (
            <CodeBlock
              code={textOf(code ? (code.children as DOMNode[]) : children)}
              language={code ? languageOf(code) : null}
            />
          );
        }
        if (node.name === 'a') {
          const href = node.attribs.href ?? '';
          const inner = domToReact(children, options);
          if (href.startsWith('/') && !href.startsWith('//'))
            return (
              <Anchor component={Link} to={href}>
                {inner}
              </Anchor>
            );
          if (href.startsWith('#') || href.startsWith('mailto:') || href === '')
            return <Anchor href={href || undefined}>{inner}</Anchor>;
          return <ExternalLink href={href}>{inner}</ExternalLink>;
        }
        if ((node.name === 'h2' || node.name === 'h3') && node.attribs.id) {
          const Heading = node.name;
          const { id } = node.attribs;
          return (
            <Heading id={id} className={classes.heading}>
              {domToReact(children, options)}
              <a
                className={classes.headingAnchor}
                href={`#${id}`}
                aria-label={t('docs.linkToSection', { section: textOf(children) })}
              >
                #
              </a>
            </Heading>
          );
        }
        if (node.name === 'table') {
          return (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways and needs keyboard focus
            <section className={classes.tableScroll} tabIndex={0} aria-label={t('docs.table')}>
              <table>{domToReact(children, options)}</table>
            </section>
          );
        }
        return undefined;
      },
    };
    return parse(html, options);
  }, [html, t]);
  return <div className={classes.content}>{content}</div>;
}

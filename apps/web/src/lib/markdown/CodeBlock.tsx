import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Highlight } from 'prism-react-renderer';
import { useTranslation } from 'react-i18next';
import { codeTheme } from '../code/codeTheme.ts';
import classes from './MarkdownContent.module.css';

/** Markdown's language names to the grammars prism-react-renderer bundles; others show as plain text. */
const grammars: Record<string, string> = {
  ts: 'typescript',
  typescript: 'typescript',
  tsx: 'tsx',
  js: 'javascript',
  javascript: 'javascript',
  jsx: 'jsx',
  json: 'json',
  graphql: 'graphql',
  xml: 'markup',
  html: 'markup',
  python: 'python',
  py: 'python',
  sql: 'sql',
  yaml: 'yaml',
  yml: 'yaml',
  go: 'go',
};

type Props = { code: string; language: string | null };

/** A code block of a documentation page: highlighted where the language is known, with a copy button. */
export function CodeBlock({ code, language }: Props) {
  const { t } = useTranslation('core');
  const text = code.replace(/\n$/, '');
  return (
    <div className={classes.codeBlock}>
      <CopyButton value={text} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('docs.copied') : t('docs.copyCode')} withArrow position="left">
            <ActionIcon
              className={classes.copy}
              variant="default"
              onClick={copy}
              aria-label={copied ? t('docs.copied') : t('docs.copyCode')}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
      <Highlight code={text} language={grammars[language ?? ''] ?? 'text'} theme={codeTheme}>
        {({ className, style, tokens, getLineProps, getTokenProps }) => (
          // A scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the block scrolls sideways and needs keyboard focus
          <pre className={`${className} ${classes.pre}`} style={style} tabIndex={0}>
            {tokens.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their position
              <div key={i} {...getLineProps({ line })}>
                {line.map((token, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity beyond their position
                  <span key={j} {...getTokenProps({ token })} />
                ))}
              </div>
            ))}
          </pre>
        )}
      </Highlight>
    </div>
  );
}

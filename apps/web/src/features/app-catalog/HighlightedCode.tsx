import { Highlight } from 'prism-react-renderer';
import { codeTheme } from '../../lib/code/codeTheme.ts';
import classes from './HighlightedCode.module.css';

type Props = { code: string; language: 'json' | 'javascript' | 'xml' | 'text'; label: string };

const prismLanguage = { json: 'json', javascript: 'javascript', xml: 'markup', text: 'text' } as const;

/**
 * A source file with syntax highlighting. Its own module: the code page loads it lazily so prism stays
 * out of the first chunk.
 */
export function HighlightedCode({ code, language, label }: Props) {
  return (
    <Highlight code={code.replace(/\n$/, '')} language={prismLanguage[language]} theme={codeTheme}>
      {({ className, style, tokens, getLineProps, getTokenProps }) => (
        // A scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the region scrolls and needs keyboard focus
        <section className={classes.scroller} style={style} tabIndex={0} aria-label={label}>
          <pre className={`${className} ${classes.code}`}>
            {tokens.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their position
              <div key={i} {...getLineProps({ line })}>
                <span className={classes.lineNumber} aria-hidden>
                  {i + 1}
                </span>
                {line.map((token, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity beyond their position
                  <span key={j} {...getTokenProps({ token })} />
                ))}
              </div>
            ))}
          </pre>
        </section>
      )}
    </Highlight>
  );
}

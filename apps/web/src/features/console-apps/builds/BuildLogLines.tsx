import type { BuildLogLine } from '@portal/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format/dates.ts';
import styles from './BuildLogs.module.css';

/** About one line of the log's monospace text; lines that wrap are measured once drawn. */
const LINE_HEIGHT = 18;
const VIEW_HEIGHT = 480;

/**
 * The lines of a build log, only those in view drawn (docs/product/builds.md BUILDS-7: a 96,000-line log once
 * took 56 s to render as one block), following the tail while the build runs as long as the reader is at the
 * bottom.
 */
export function BuildLogLines({ lines, label }: { lines: readonly BuildLogLine[]; label: string }) {
  const { i18n } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LINE_HEIGHT,
    overscan: 40,
  });
  useEffect(() => {
    if (lines.length > 0 && atBottom.current) virtualizer.scrollToIndex(lines.length - 1, { align: 'end' });
  }, [lines.length, virtualizer]);

  return (
    <div
      ref={scrollRef}
      className={styles.log}
      style={{ maxHeight: VIEW_HEIGHT, overflowY: 'auto' }}
      role="log"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, and a keyboard user must reach it.
      tabIndex={0}
      onScroll={(event) => {
        const el = event.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < LINE_HEIGHT * 2;
      }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const line = lines[item.index]!;
          return (
            <div
              key={line.seq}
              data-index={item.index}
              data-level={line.level}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start}px)`,
              }}
            >
              <span className={styles.at}>{formatTime(line.at, i18n.language, 'millisecond')}</span>{' '}
              {line.level.toUpperCase()} {line.message}
            </div>
          );
        })}
      </div>
    </div>
  );
}

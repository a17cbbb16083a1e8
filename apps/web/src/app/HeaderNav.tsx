import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import classes from './Layout.module.css';
import type { NavItem } from './navItems.ts';

const GAP = 4;

// A menu and its floating layer are not in the first load (HeaderAccount.tsx): the More menu loads when
// an area does not fit, which a signed-out visitor's few links always do.
const HeaderNavMore = lazy(() =>
  import('./HeaderNavMore.tsx').then((module) => ({ default: module.HeaderNavMore })),
);

/** The part of an entry's path that every page of its area starts with (the admin entry opens /admin/apps). */
const areaOf = (path: string) =>
  path
    .split('/')
    .slice(0, path.startsWith('/console/') ? 3 : 2)
    .join('/');

/**
 * The areas' links in the header: as many as fit in one row, the rest under "More". Staff have eight
 * areas, and beside the search, copilot, updates, company and account controls the last did not fit at
 * 1280 px (a longer language fits fewer), so a link was cut and reachable only by scrolling the row.
 * The links are measured in a hidden copy.
 */
export function HeaderNav({ items, label }: { items: readonly NavItem[]; label: string }) {
  const { t } = useTranslation('core');
  const { pathname } = useLocation();
  const rowRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(items.length);

  useLayoutEffect(() => {
    const row = rowRef.current;
    const measure = measureRef.current;
    if (!row || !measure) return;
    const fit = () => {
      const widths = [...measure.children].map((child) => (child as HTMLElement).offsetWidth);
      const moreWidth = widths.pop() ?? 0;
      const available = row.clientWidth;
      const all = widths.reduce((sum, width) => sum + width + GAP, -GAP);
      // No room measured: the row is hidden (a phone's burger menu holds the links) or has no layout.
      if (available === 0 || all <= available) {
        setShown(widths.length);
        return;
      }
      let used = moreWidth;
      let count = 0;
      while (count < widths.length && used + GAP + widths[count]! <= available)
        used += GAP + widths[count++]!;
      setShown(count);
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    // The row's width changes with the window; the hidden copy's with the language and the areas.
    const observer = new ResizeObserver(fit);
    observer.observe(row);
    observer.observe(measure);
    return () => observer.disconnect();
  }, []);

  const hidden = items.slice(shown);
  const moreIsCurrent = hidden.some((item) => pathname.startsWith(areaOf(item.path)));
  return (
    <div ref={rowRef} className={classes.headerNavRow}>
      <div ref={measureRef} className={classes.headerNavMeasure} aria-hidden>
        {items.map((item) => (
          <span key={item.path} className={classes.headerLink}>
            {t(item.labelKey)}
          </span>
        ))}
        <span className={classes.headerLink}>
          {t('shell.moreNavigation')} <IconChevronDown size={14} />
        </span>
      </div>
      <nav aria-label={label} className={classes.headerNav}>
        {items.slice(0, shown).map((item) => (
          <NavLink key={item.path} to={item.path} className={classes.headerLink}>
            {t(item.labelKey)}
          </NavLink>
        ))}
        {hidden.length > 0 && (
          <Suspense fallback={null}>
            <HeaderNavMore items={hidden} isCurrent={moreIsCurrent} />
          </Suspense>
        )}
      </nav>
    </div>
  );
}

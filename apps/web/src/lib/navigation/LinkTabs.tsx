import { Tabs } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import classes from './LinkTabs.module.css';

export type LinkTab = { path: string; label: string };

/**
 * A page's sub-navigation as tabs that are links (the apps' style): each tab is a URL,
 * the current one is marked, and arrow keys move between them as in any tab list. The current tab is the
 * one whose path is the longest prefix of the location, so a page below a tab keeps it marked.
 */
export function LinkTabs({
  tabs,
  label,
  search = '',
  current: given,
}: {
  tabs: readonly LinkTab[];
  label: string;
  search?: string;
  /** The current tab's path, when the page knows it better than its location does. */
  current?: string;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const longestMatch = [...tabs]
    .filter((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  const current = given ?? longestMatch?.path ?? null;
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A row wider than the page scrolls: the current tab must not be the one out of sight.
    if (current === null) return;
    listRef.current
      ?.querySelector('[data-active]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <Tabs
      classNames={{ list: classes.list, tab: classes.tab }}
      value={current}
      onChange={(value) => {
        if (value && value !== pathname) navigate(`${value}${search ? `?${search}` : ''}`);
      }}
      keepMounted={false}
    >
      <Tabs.List ref={listRef} aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.path} value={tab.path}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

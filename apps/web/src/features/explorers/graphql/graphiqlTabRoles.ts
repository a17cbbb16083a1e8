/**
 * GraphiQL draws each tab as `<li role="tab">` around its own buttons (select, close): a tab holding
 * controls, which axe reports as nested-interactive (issue 35 item 19) and a screen reader reads as one
 * control. The tab is the select button: the role and its selection move there, the `li` is only layout.
 * GraphiQL re-renders its tabs (a query's title, a new tab, a reorder): an observer keeps them so.
 */
export function keepTabRolesOnButtons(root: HTMLElement): () => void {
  const set = (element: Element, name: string, value: string | null) => {
    if (element.getAttribute(name) === value) return;
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  };
  const apply = () => {
    for (const item of Array.from(root.querySelectorAll('li.graphiql-tab'))) {
      const button = item.querySelector('.graphiql-tab-button');
      if (!button) continue;
      const selected = item.getAttribute('aria-selected');
      set(button, 'role', 'tab');
      if (selected !== null) set(button, 'aria-selected', selected);
      set(item, 'role', 'presentation');
      set(item, 'aria-selected', null);
    }
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-selected', 'role'],
  });
  return () => observer.disconnect();
}

/**
 * GraphiQL draws its operations as `<ul role="tablist">` of `<li role="tab">`, each holding two buttons
 * (select, close). A tab may hold no control (axe: nested-interactive), and a tab list may hold only tabs
 * (axe: aria-required-children, once a second operation shows its close button): no arrangement of the
 * tab roles fits buttons that close. So they are what they look like, a list of operations, each with a
 * select button that says which one is open (`aria-current`) and a close button. GraphiQL re-renders its
 * tabs (a query's title, a new tab, a reorder): an observer keeps them so.
 */
export function keepTabsAsList(root: HTMLElement): () => void {
  const set = (element: Element, name: string, value: string | null) => {
    if (element.getAttribute(name) === value) return;
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  };
  const apply = () => {
    for (const item of Array.from(root.querySelectorAll('li.graphiql-tab'))) {
      if (item.parentElement) set(item.parentElement, 'role', null);
      set(item, 'role', null);
      set(item, 'aria-selected', null);
      const button = item.querySelector('.graphiql-tab-button');
      if (button) set(button, 'aria-current', item.classList.contains('graphiql-tab-active') ? 'true' : null);
    }
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-selected', 'role', 'class'],
  });
  return () => observer.disconnect();
}

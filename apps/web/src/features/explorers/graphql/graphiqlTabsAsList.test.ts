import { afterEach, describe, expect, it } from 'vitest';
import { keepTabsAsList } from './graphiqlTabsAsList.ts';

const tab = (active: boolean) =>
  `<li class="graphiql-tab${active ? ' graphiql-tab-active' : ''}" role="tab" aria-selected="${active}"><button class="graphiql-tab-button">Query</button><button aria-label="Close Tab">x</button></li>`;

const current = () =>
  Array.from(document.querySelectorAll('.graphiql-tab-button')).map((b) => b.getAttribute('aria-current'));

describe('GraphiQL tabs as a list', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('makes the tab list a list of operations whose select button says which one is open', () => {
    document.body.innerHTML = `<ul role="tablist">${tab(true)}${tab(false)}</ul>`;
    stop = keepTabsAsList(document.body);
    expect(document.querySelector('ul')!.hasAttribute('role')).toBe(false);
    const items = Array.from(document.querySelectorAll('li'));
    expect(items.every((item) => !item.hasAttribute('role') && !item.hasAttribute('aria-selected'))).toBe(
      true,
    );
    expect(document.querySelectorAll('[role="tab"], [role="tablist"]')).toHaveLength(0);
    expect(current()).toEqual(['true', null]);
  });

  it('follows GraphiQL when it opens another operation or adds one', async () => {
    document.body.innerHTML = `<ul role="tablist">${tab(true)}</ul>`;
    stop = keepTabsAsList(document.body);
    document.querySelector('ul')!.insertAdjacentHTML('beforeend', tab(false));
    // GraphiQL (React) moves the active class and the selection.
    const [first, second] = Array.from(document.querySelectorAll('li'));
    first!.classList.remove('graphiql-tab-active');
    second!.classList.add('graphiql-tab-active');
    second!.setAttribute('aria-selected', 'true');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(current()).toEqual([null, 'true']);
    expect(document.querySelectorAll('[role="tab"]')).toHaveLength(0);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { keepTabRolesOnButtons } from './graphiqlTabRoles.ts';

const tab = (selected: boolean) =>
  `<li class="graphiql-tab" role="tab" aria-selected="${selected}"><button class="graphiql-tab-button">Query</button><button aria-label="Close Tab">x</button></li>`;

describe('GraphiQL tab roles', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('puts the tab role and its selection on the select button, not on the item holding two buttons', () => {
    document.body.innerHTML = `<ul role="tablist">${tab(true)}${tab(false)}</ul>`;
    stop = keepTabRolesOnButtons(document.body);
    const items = Array.from(document.querySelectorAll('li'));
    expect(items.map((item) => item.getAttribute('role'))).toEqual(['presentation', 'presentation']);
    expect(items.every((item) => !item.hasAttribute('aria-selected'))).toBe(true);
    const tabs = Array.from(document.querySelectorAll('[role="tab"]'));
    expect(tabs.map((button) => [button.tagName, button.getAttribute('aria-selected')])).toEqual([
      ['BUTTON', 'true'],
      ['BUTTON', 'false'],
    ]);
  });

  it('follows GraphiQL when it selects another tab or adds one', async () => {
    document.body.innerHTML = `<ul role="tablist">${tab(true)}</ul>`;
    stop = keepTabRolesOnButtons(document.body);
    document.querySelector('ul')!.insertAdjacentHTML('beforeend', tab(false));
    // GraphiQL (React) sets the selection on the item again.
    document.querySelectorAll('li')[0]!.setAttribute('aria-selected', 'false');
    document.querySelectorAll('li')[1]!.setAttribute('aria-selected', 'true');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(
      Array.from(document.querySelectorAll('[role="tab"]')).map((b) => b.getAttribute('aria-selected')),
    ).toEqual(['false', 'true']);
    expect(document.querySelectorAll('li[role="tab"]')).toHaveLength(0);
  });
});

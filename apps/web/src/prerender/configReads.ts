import type { ConfigLeaf } from '@portal/contracts';

/**
 * The config as a page renders it, recording every setting the render reads (by dotted path, with its
 * value). A prerendered page depends on exactly these: the server serves it where they have the same
 * values, whatever the other settings (e2e's copilot flag, a deployment's help links).
 */
export function recordConfigReads<T extends object>(
  config: T,
): { config: T; reads: Record<string, ConfigLeaf> } {
  const reads: Record<string, ConfigLeaf> = {};
  const proxies = new WeakMap<object, object>();
  const wrap = <O extends object>(target: O, prefix: string): O => {
    const known = proxies.get(target);
    if (known) return known as O;
    const proxy = new Proxy(target, {
      get(object, key, receiver) {
        const value: unknown = Reflect.get(object, key, receiver);
        if (typeof key !== 'string') return value;
        const path = `${prefix}${key}`;
        if (value !== null && typeof value === 'object') return wrap(value, `${path}.`);
        // undefined is recorded as null, which no setting of the server has: such a page is never served.
        reads[path] = isLeaf(value) ? value : null;
        return value;
      },
    });
    proxies.set(target, proxy);
    return proxy;
  };
  return { config: wrap(config, ''), reads };
}

function isLeaf(value: unknown): value is ConfigLeaf {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

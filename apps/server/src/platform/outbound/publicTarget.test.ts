import { BlockList } from 'node:net';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { isPublicAddress, pinnedLookup, resolvePublicTarget, UnreachableTarget } from './publicTarget.ts';

const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('isPublicAddress', () => {
  it.each([
    ['0.0.0.0', false],
    ['10.0.0.1', false],
    ['127.0.0.1', false],
    ['169.254.169.254', false],
    ['172.31.255.255', false],
    ['192.168.1.1', false],
    ['100.64.0.1', false],
    ['192.0.2.2', false],
    ['198.51.100.7', false],
    ['203.0.113.9', false],
    ['255.255.255.255', false],
    ['::', false],
    ['::1', false],
    ['::ffff:8.8.8.8', false],
    ['::127.0.0.1', false],
    ['64:ff9b::7f00:1', false],
    ['2002:7f00:1::', false],
    ['2001:db8::1', false],
    ['fd00::2', false],
    ['fe80::1', false],
    ['not an address', false],
    ['8.8.8.8', true],
    ['93.184.216.34', true],
    ['2001:4860:4860::8888', true],
  ])('%s is %s', (address, expected) => {
    expect(isPublicAddress(address, new BlockList())).toBe(expected);
  });

  it("refuses this host's own addresses, a public one on an interface included", () => {
    const own = new BlockList();
    own.addAddress('93.184.216.34', 'ipv4');
    own.addAddress('2001:4860:4860::8888', 'ipv6');
    expect(isPublicAddress('93.184.216.34', own)).toBe(false);
    // Another spelling of the same IPv6 address is the same address.
    expect(isPublicAddress('2001:4860:4860:0:0:0:0:8888', own)).toBe(false);
    expect(isPublicAddress('8.8.8.8', own)).toBe(true);
  });

  it('refuses every address of every interface of this machine, by default', () => {
    const addresses = Object.values(os.networkInterfaces()).flatMap((list) => list ?? []);
    expect(addresses.length).toBeGreaterThan(0);
    for (const { address } of addresses) expect(isPublicAddress(address), address).toBe(false);
  });
});

describe('resolvePublicTarget', () => {
  it('refuses a name if any address it resolves to is not public, and one that resolves to nothing', async () => {
    const url = new URL('https://idp.example/m');
    await expect(resolvePublicTarget(url, resolvesTo('93.184.216.34', '10.0.0.1'))).rejects.toBeInstanceOf(
      UnreachableTarget,
    );
    await expect(resolvePublicTarget(url, resolvesTo())).rejects.toBeInstanceOf(UnreachableTarget);
    await expect(
      resolvePublicTarget(url, async () => {
        throw new Error('ENOTFOUND');
      }),
    ).rejects.toBeInstanceOf(UnreachableTarget);
  });

  it('checks a literal address without resolving it, brackets and all', async () => {
    const never = async () => {
      throw new Error('resolved a literal');
    };
    await expect(resolvePublicTarget(new URL('https://[::1]/'), never)).rejects.toBeInstanceOf(
      UnreachableTarget,
    );
    expect(await resolvePublicTarget(new URL('https://[2001:4860:4860::8888]/'), never)).toMatchObject({
      address: '2001:4860:4860::8888',
      family: 6,
    });
  });

  it('pins the checked address for the connection, whatever is asked', async () => {
    const target = await resolvePublicTarget(new URL('https://idp.example/'), resolvesTo('93.184.216.34'));
    const lookup = pinnedLookup(target);
    const one = await new Promise((resolve) =>
      lookup('rebound.example', {}, (_error, address, family) => resolve({ address, family })),
    );
    expect(one).toEqual({ address: '93.184.216.34', family: 4 });
    const all = await new Promise((resolve) =>
      lookup('rebound.example', { all: true }, (_error, addresses) => resolve(addresses)),
    );
    expect(all).toEqual([{ address: '93.184.216.34', family: 4 }]);
  });
});

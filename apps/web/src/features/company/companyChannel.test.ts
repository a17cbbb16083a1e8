import { describe, expect, it, vi } from 'vitest';
import { COMPANY_CHANNEL_NAME, isCompanyChannelMessage, openCompanyChannel } from './companyChannel.ts';

describe('company channel', () => {
  it("talks on the 'devsite' BroadcastChannel and passes on only well-formed messages", () => {
    const instances: FakeChannel[] = [];
    class FakeChannel {
      onmessage: ((event: MessageEvent) => void) | null = null;
      posted: unknown[] = [];
      readonly name: string;
      constructor(name: string) {
        this.name = name;
        instances.push(this);
      }
      postMessage(message: unknown) {
        this.posted.push(message);
      }
      close() {}
    }
    vi.stubGlobal('BroadcastChannel', FakeChannel);
    const received = vi.fn();
    const channel = openCompanyChannel(received);
    const fake = instances[0]!;
    expect(fake.name).toBe(COMPANY_CHANNEL_NAME);
    expect(COMPANY_CHANNEL_NAME).toBe('devsite');

    fake.onmessage?.(new MessageEvent('message', { data: { type: 'close-popup' } }));
    fake.onmessage?.(new MessageEvent('message', { data: { type: 'company-switched' } }));
    fake.onmessage?.(new MessageEvent('message', { data: 'junk' }));
    expect(received.mock.calls).toEqual([[{ type: 'close-popup' }]]);

    channel.post({ type: 'company-switched', organizationUuid: 'o1', organizationName: 'Acme' });
    expect(fake.posted).toEqual([
      { type: 'company-switched', organizationUuid: 'o1', organizationName: 'Acme' },
    ]);
  });

  it('recognises the two message types', () => {
    expect(
      isCompanyChannelMessage({ type: 'company-switched', organizationUuid: 'o', organizationName: 'n' }),
    ).toBe(true);
    expect(isCompanyChannelMessage({ type: 'other' })).toBe(false);
  });
});

/** The cross-tab channel (docs/product/sign-in.md SIGNIN-12): company-switch and close-popup messages. */
export const COMPANY_CHANNEL_NAME = 'devsite';

export type CompanyChannelMessage =
  | { type: 'company-switched'; organizationUuid: string; organizationName: string }
  | { type: 'close-popup' };

export function isCompanyChannelMessage(data: unknown): data is CompanyChannelMessage {
  if (typeof data !== 'object' || data === null) return false;
  const value = data as Record<string, unknown>;
  if (value.type === 'close-popup') return true;
  return (
    value.type === 'company-switched' &&
    typeof value.organizationUuid === 'string' &&
    typeof value.organizationName === 'string'
  );
}

export type CompanyChannel = { post(message: CompanyChannelMessage): void; close(): void };

/**
 * Opens the channel; messages reach every other tab of this origin (not this one). Without
 * BroadcastChannel (very old browsers) tabs simply are not told.
 */
export function openCompanyChannel(onMessage: (message: CompanyChannelMessage) => void): CompanyChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(COMPANY_CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent) => {
    if (isCompanyChannelMessage(event.data)) onMessage(event.data);
  };
  return { post: (message) => channel.postMessage(message), close: () => channel.close() };
}

/** Why a sign-in failed; each reason has its message in the core bundle under `auth.errors`. */
export type SignInFailure =
  | 'provider'
  | 'stateMismatch'
  | 'missingVerifier'
  | 'missingCode'
  | 'invalidTokenResponse'
  | 'tokenRefused'
  | 'cancelled'
  | 'popupBlocked';

/**
 * A failed sign-in. `message` is the product's text (docs/product/sign-in.md SIGNIN-5 to SIGNIN-7: the
 * provider's error description or error, 'Authentication was cancelled.', 'Invalid server response: missing
 * access_token'); the UI shows the translated message of `reason`, or `message` itself for the provider's and
 * server's words.
 */
export class SignInError extends Error {
  readonly reason: SignInFailure;

  constructor(reason: SignInFailure, message: string) {
    super(message);
    this.name = 'SignInError';
    this.reason = reason;
  }
}

/** Reasons whose message comes from outside (the provider, the server) and is shown as it is. */
export function showsOwnMessage(reason: SignInFailure): boolean {
  return reason === 'provider' || reason === 'tokenRefused';
}

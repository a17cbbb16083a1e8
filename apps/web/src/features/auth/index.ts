/** What other features may use of sign-in: the sign-in window and the text of a failed sign-in. */
export { useSignInFailureText } from './useSignInFailureText.ts';
export { useSignInWithPopup } from './useSignInWithPopup.ts';

import { authKeys } from '../../auth/api/keys.ts';

/** Terms status belongs to the signed-in user: under the auth keys, so sign-in and logout reset it. */
export const termsKeys = {
  status: authKeys.terms,
};

import type { Organization } from '@portal/contracts';
import { createContext, useContext } from 'react';

export type CompanyContextValue = {
  /** The user's companies in switcher order (docs/product/sign-in.md SIGNIN-11); empty when signed out. */
  companies: Organization[];
  /** The selected company; null when signed out or the user has none. */
  selected: Organization | null;
  isLoading: boolean;
  /** Changes only when the company is switched (here or in another tab): the view's remount key. */
  viewKey: string;
  switchTo: (organization: Organization) => Promise<void>;
};

const signedOut: CompanyContextValue = {
  companies: [],
  selected: null,
  isLoading: false,
  viewKey: 'initial',
  switchTo: async () => undefined,
};

export const CompanyContext = createContext<CompanyContextValue>(signedOut);

/** The company context; outside CompanyProvider (isolated tests) it reads as no company selected. */
export function useCompany(): CompanyContextValue {
  return useContext(CompanyContext);
}

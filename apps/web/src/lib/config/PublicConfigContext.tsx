import type { PublicConfig } from '@portal/contracts';
import { createContext, useContext } from 'react';

const PublicConfigContext = createContext<PublicConfig | null>(null);
export const PublicConfigProvider = PublicConfigContext.Provider;

/** The deployment's settings and flags, loaded once before the app renders. */
export function usePublicConfig(): PublicConfig {
  const config = useContext(PublicConfigContext);
  if (!config) throw new Error('usePublicConfig must be used inside PublicConfigProvider');
  return config;
}

/** What other features may use of analytics: the tabs that link its pages (the logs page shows them too). */
export { useAnalyticsTabs } from './useAnalyticsTabs.ts';

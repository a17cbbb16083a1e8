import type { Organization } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../lib/http/httpClient.ts';
import { authKeys } from '../../lib/identity/authKeys.ts';
import { CompanyContext, type CompanyContextValue } from '../../lib/identity/companyContext.ts';
import { companyKeys } from '../../lib/identity/companyKeys.ts';
import { userOrganizationsQueryOptions } from '../../lib/identity/companyQueries.ts';
import { useSession } from '../../lib/identity/useSession.ts';
import { useLoadingScreen } from '../../lib/loading/loadingScreenContext.ts';
import { toast } from '../../lib/toasts/toasts.ts';
import { type CompanyChannel, type CompanyChannelMessage, openCompanyChannel } from './companyChannel.ts';
import { pickCompany, storeOrgId, useStoredOrgId } from './selectedCompany.ts';
import { switchCompany } from './switchCompany.ts';

// The modal (and the dialog layer under it) loads with the first switch: the first load does without.
const CompanySwitchedModal = lazy(() =>
  import('./CompanySwitchedModal.tsx').then((module) => ({ default: module.CompanySwitchedModal })),
);

/** docs/product/sign-in.md SIGNIN-12: the blocking 'Switching Company' screen appears only after 500 ms. */
export const SWITCH_INDICATOR_DELAY_MS = 500;
const LOAD_ERROR_TOAST_ID = 'company-load-error';

/**
 * The company context (SIGNIN-11): the user's companies, the selected one (stored, else the default
 * primary), the x-organization-id header, the switch flow and its cross-tab messages.
 */
export function CompanyProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('core');
  const queryClient = useQueryClient();
  const loadingScreen = useLoadingScreen();
  const { session, isSignedIn } = useSession();
  const list = useQuery({ ...userOrganizationsQueryOptions(), enabled: isSignedIn });
  const storedId = useStoredOrgId();
  const companies = useMemo(() => (isSignedIn ? (list.data ?? []) : []), [isSignedIn, list.data]);
  const selected = pickCompany(companies, storedId);
  const selectedId = selected?.organizationUuid ?? null;
  const [viewKey, setViewKey] = useState('initial');
  const [switchedTo, setSwitchedTo] = useState<string | null>(null);

  // During render, not in an effect: the pages below make their first requests in their own effects,
  // which run before ours, and every request must carry the company (SIGNIN-11).
  const configured = useRef<string | null | undefined>(undefined);
  if (configured.current !== selectedId) {
    configured.current = selectedId;
    http.configure({ organizationId: selectedId });
  }

  // The default company becomes the stored one, so the cookie names it too.
  useEffect(() => {
    if (selectedId && storedId !== selectedId) storeOrgId(selectedId);
  }, [selectedId, storedId]);

  useEffect(() => {
    if (list.isError) toast.error(t('company.loadError'), { id: LOAD_ERROR_TOAST_ID });
  }, [list.isError, t]);

  const channel = useRef<CompanyChannel | null>(null);
  useEffect(() => {
    const handle = (message: CompanyChannelMessage) => {
      if (message.type === 'close-popup') {
        setSwitchedTo(null);
        return;
      }
      // Another tab switched: the stored selection (shared storage) already names the company; the
      // session's region and the company data are re-read, the view remounts and the popup shows here too.
      void queryClient.invalidateQueries({ queryKey: authKeys.session() });
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
      setViewKey(message.organizationUuid);
      setSwitchedTo(message.organizationName);
    };
    channel.current = openCompanyChannel(handle);
    return () => channel.current?.close();
  }, [queryClient]);

  const switchTo = useCallback(
    async (organization: Organization) => {
      try {
        await loadingScreen.run(
          () =>
            switchCompany(organization, {
              queryClient,
              channel: { post: (message) => channel.current?.post(message) },
              currentRegion: session?.scope.region,
            }),
          {
            title: t('company.switching'),
            subtitle: t('company.switchingSubtitle'),
            delayMs: SWITCH_INDICATOR_DELAY_MS,
          },
        );
      } catch {
        toast.error(t('company.loadError'), { id: LOAD_ERROR_TOAST_ID });
        return;
      }
      setViewKey(organization.organizationUuid);
      setSwitchedTo(organization.organizationName);
    },
    [loadingScreen, queryClient, session?.scope.region, t],
  );

  const handleOk = useCallback(() => {
    setSwitchedTo(null);
    // SIGNIN-12: OK also closes the popup in the other tabs.
    channel.current?.post({ type: 'close-popup' });
  }, []);

  const value = useMemo<CompanyContextValue>(
    () => ({ companies, selected, isLoading: isSignedIn && list.isPending, viewKey, switchTo }),
    [companies, selected, isSignedIn, list.isPending, viewKey, switchTo],
  );
  return (
    <CompanyContext.Provider value={value}>
      {children}
      {switchedTo !== null && (
        <Suspense fallback={null}>
          <CompanySwitchedModal company={switchedTo} onOk={handleOk} />
        </Suspense>
      )}
    </CompanyContext.Provider>
  );
}

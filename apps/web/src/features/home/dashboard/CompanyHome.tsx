import { RecentApps } from '../RecentApps.tsx';
import { HomeDashboard } from './HomeDashboard.tsx';

/**
 * What home shows first to a signed-in user with a company: the dashboard, then the recent apps. One module
 * that HomePage loads on demand, so that a visitor's first load of `/` carries neither nor the apps' API
 * and date formatting they use (bench/README.md, "The first load of `/` without the dashboard").
 */
export function CompanyHome({ organizationId }: { organizationId: string }) {
  return (
    <>
      <HomeDashboard organizationId={organizationId} />
      <RecentApps />
    </>
  );
}

import { useParams } from 'react-router';
import { RunsList } from '../orchestrations/OrchestrationActivityPage.tsx';
import { appViewPaths } from '../view/appViewPaths.ts';
import { LicensedAppFrame } from './LicensedAppFrame.tsx';

/**
 * /console/apps/licensed/:id/orchestration-activity: the runs of the licensed app's orchestrations on the
 * company's own tenants (the server never returns the producer's), with the owned view's list.
 */
export function LicensedActivityPage() {
  const { id = '' } = useParams();
  return (
    <LicensedAppFrame appId={id} section="orchestrations">
      {(app) => (
        <RunsList
          app={app}
          runPath={(runId) => appViewPaths.licensedOrchestrationRun(app.id, runId)}
          hasWebhooks={false}
        />
      )}
    </LicensedAppFrame>
  );
}

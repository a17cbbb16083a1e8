import { useParams } from 'react-router';
import { RunView } from '../orchestrations/RunPage.tsx';
import { appViewPaths } from '../view/appViewPaths.ts';
import { LicensedAppFrame } from './LicensedAppFrame.tsx';

/** /console/apps/licensed/:id/orchestration-activity/:run: one of the company's runs, as the owned view shows it. */
export function LicensedRunPage() {
  const { id = '', run = '' } = useParams();
  return (
    <LicensedAppFrame appId={id} section="orchestrations">
      {(app) => (
        <RunView
          app={app}
          runId={run}
          backPath={appViewPaths.licensedOrchestrationActivity(app.id)}
          logsPath={appViewPaths.licensedLogs(app.id)}
        />
      )}
    </LicensedAppFrame>
  );
}

import { Navigate, useParams } from 'react-router';
import { orchestratePaths } from '../orchestrationFiles.ts';

/**
 * /orchestrate/app/:a/:b/workflows/:c: a workflow is an orchestration in the app format, so the old
 * workflow links open the same editor (docs/decisions/orchestration-canvas.md).
 */
export function WorkflowRedirect() {
  const { a = '', b = '', c = '' } = useParams();
  return <Navigate replace to={orchestratePaths.orchestration(a, b, c)} />;
}

import { Navigate } from 'react-router';

/** /console has no page of its own: the apps are what the console is mostly for. */
export function ConsoleLandingRedirect() {
  return <Navigate to="/console/apps" replace />;
}

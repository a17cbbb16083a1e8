import { StaticPageRedirect } from './StaticPageRedirect.tsx';
import { staticErrorPages } from './staticErrorPages.ts';

export function Component() {
  return <StaticPageRedirect to={staticErrorPages.error} />;
}

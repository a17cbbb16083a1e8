import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';

/** The security headers of docs/architecture.md "Sessions and security", as helmet writes them. */
export function securityHeaders(opts: { secure: boolean }): [string, string][] {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Mantine sets CSS variables through style attributes and one <style> element.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'self'"],
        'form-action': ["'self'"],
        ...(opts.secure ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // The sign-in popup must keep its opener: COOP same-origin would make popup.closed read true.
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
    hsts: opts.secure ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Every directive is static (no nonces), so helmet's answer is the same for every request: it is
  // recorded once here rather than rebuilt per request, as @fastify/helmet does.
  const request = new IncomingMessage(new Socket());
  const recorder = new ServerResponse(request);
  middleware(request, recorder, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.entries(recorder.getHeaders()).map(([name, value]) => [name, String(value)]);
}

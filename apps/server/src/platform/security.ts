import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers of DESIGN.md section 4 on every response. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { secure: boolean },
): Promise<void> {
  await app.register(helmet, {
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
}

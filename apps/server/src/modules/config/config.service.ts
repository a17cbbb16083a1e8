import type { PublicConfig } from '@portal/contracts';
import type { Config } from '../../config.ts';

export function publicConfigOf(config: Config): PublicConfig {
  return {
    productName: config.productName,
    envLevel: config.envLevel,
    portalMode: config.portalMode,
    flags: config.flags,
    logRangeVariant: config.logRangeVariant,
    appUploadMaxBytes: config.appUploadMaxBytes,
    helpLinks: config.helpLinks,
  };
}

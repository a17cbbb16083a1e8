import { useEffect, useState } from 'react';

type Validator = (pattern: string) => boolean;

let loading: Promise<Validator> | undefined;

/**
 * contracts' isValidRe2 (the server's own check), imported on first use: re2js is ~45 KB gzipped and
 * only a regex condition needs it (TOOLCHAIN.md).
 */
export function loadRe2Validator(): Promise<Validator> {
  loading ??= import('@portal/contracts/logs/re2Check').then((module) => module.isValidRe2);
  return loading;
}

/** The validator once loaded, starting the load when `isNeeded` turns true. */
export function useRe2Validator(isNeeded: boolean): Validator | undefined {
  const [validator, setValidator] = useState<{ check: Validator } | undefined>();
  useEffect(() => {
    if (!isNeeded || validator) return;
    let isCurrent = true;
    loadRe2Validator().then(
      (check) => {
        if (isCurrent) setValidator({ check });
      },
      () => {
        // Left undefined: the server checks the regex and its 400 message is shown instead.
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isNeeded, validator]);
  return validator?.check;
}

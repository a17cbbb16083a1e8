/** A step that failed on purpose. `final`: no retry and no error path (a fail step, a broken limit of the run). */
export class StepFailure extends Error {
  override name = 'StepFailure';
  readonly final: boolean;
  constructor(message: string, final = false) {
    super(message);
    this.final = final;
  }
}

/** `work`, or a StepFailure once `ms` have passed (the work itself is left to finish unobserved). */
export async function withinTime<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StepFailure(`The step took longer than its limit of ${ms} ms.`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

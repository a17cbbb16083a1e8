import {
  graphqlErrorMessage,
  type OrchestrationStep,
  type RunContext,
  SOAP11_CONTENT_TYPE,
  soapActionHeader,
} from '@portal/contracts';
import type { LogInsert } from '../../../platform/logStore.ts';
import type { Expressions } from './expressions.ts';
import type { EngineLimits } from './limits.ts';
import { enterParallel } from './parallel.ts';
import { isSandboxUrlTemplate, sandboxPath } from './sandboxPath.ts';
import { type ConsoleLine, ScriptError } from './scripts.ts';
import { StepFailure } from './stepFailure.ts';
import { soapFaultMessage } from './xmlAnswer.ts';

/** Calls the deployment tenant's sandbox as the person the run acts for (sandboxCaller.ts). */
export type SandboxCall = (call: {
  organizationId: string;
  tenant: string;
  userId: string | null;
  method: string;
  path: string;
  /** Sent as JSON, unless `text` is given. */
  body: unknown;
  /** A body sent as it is (a SOAP envelope), with its content type and headers. */
  text?: { payload: string; contentType: string; headers: Record<string, string> };
}) => Promise<{ status: number; body: unknown }>;

export type StepRun = {
  runId: string;
  organizationId: string;
  appId: string;
  /** The deployed version whose source holds the run's scripts. */
  versionId: string;
  tenant: string;
  orchestration: string;
  startedBy: string | null;
  /** Whom its sandbox calls act for (orchestration-run-as.md); null when that person was deleted. */
  actsAs: string | null;
};

/** Runs a function of one of the version's scripts in the sandbox (scripts.ts); throws a ScriptError. */
export type RunScript = (call: {
  versionId: string;
  script: string;
  fn: string;
  input: unknown;
}) => Promise<{ value: unknown; console: ConsoleLine[] }>;

/** Whom a notify step's message goes to: the members of a company role, or one person. */
export type NotifyTarget = { role: string } | { userId: string };

/** Sends a notify step's message to the portal's notifications, and by e-mail when SMTP is set up. */
export type NotifyCall = (call: {
  run: StepRun;
  stepId: string;
  to: NotifyTarget;
  message: string;
}) => Promise<{ notified: number; mailed: number; mailFailed: number }>;

/** An approval waits this long when its step says nothing: the longest a wait may be. */
export const DEFAULT_APPROVAL_SECONDS = 604_800;

export type StepDeps = {
  expressions: Expressions;
  script: RunScript;
  sandbox: SandboxCall;
  notify: NotifyCall;
  log: (line: LogInsert) => Promise<void>;
  limits: EngineLimits;
};

/**
 * What a step did: `next` is where the run goes (undefined: the step's own `next`; null: the end of the
 * body or of the flow), or the run ends (an end step), or waits.
 */
export type StepOutcome =
  | { type: 'done'; output: unknown; next?: string | null }
  | { type: 'end'; status: 'SUCCEEDED' | 'CANCELLED' }
  | { type: 'wait'; output: { resumeAt: string }; resumeAt: Date }
  | { type: 'approval'; output: { role: string; deadline: string }; role: string; deadline: Date };

/** The data expressions read: the run's inputs, each step's output, the last one, the loop's item. */
export function expressionData(context: RunContext) {
  const loop = context.loops.at(-1);
  return {
    inputs: context.inputs,
    steps: context.steps,
    last: context.last,
    ...(loop ? { item: loop.items[loop.index] ?? null, index: loop.index } : {}),
    ...(context.error ? { error: context.error } : {}),
  };
}

/** What the step row shows as the step's input. */
export function inputOf(step: OrchestrationStep, context: RunContext): unknown {
  const data = expressionData(context);
  switch (step.type) {
    case 'http':
      return { method: step.method, url: step.url, last: data.last };
    case 'wait':
      return { seconds: step.seconds };
    default:
      return { last: data.last, ...('item' in data ? { item: data.item, index: data.index } : {}) };
  }
}

const placeholder = /\{\{([^}]{1,500})\}\}/g;

/** A step URL with its `{{ expression }}` parts evaluated and encoded as one path segment each. */
async function expandUrl(url: string, evaluate: (e: string) => Promise<unknown>): Promise<string> {
  let out = '';
  let from = 0;
  for (const match of url.matchAll(placeholder)) {
    const value = await evaluate(match[1]!.trim());
    out += url.slice(from, match.index) + encodeURIComponent(String(value ?? ''));
    from = match.index + match[0].length;
  }
  return out + url.slice(from);
}

const messageOf = (body: unknown): string => {
  if (body && typeof body === 'object' && 'message' in body) return String(body.message);
  const fault = soapFaultMessage(body);
  if (fault) return fault;
  const errors = graphqlErrorMessage(body);
  if (errors) return errors;
  return typeof body === 'string' ? body.slice(0, 300) : '';
};

/** Runs one step of a kind the engine runs (runnable.ts refuses the others before a run starts). */
export async function executeStep(
  step: OrchestrationStep,
  context: RunContext,
  run: StepRun,
  deps: StepDeps,
): Promise<StepOutcome> {
  const data = expressionData(context);
  const evaluate = (expression: string) =>
    deps.expressions.evaluate(expression, data).catch((error: Error) => {
      throw new StepFailure(`The expression failed: ${error.message}`);
    });
  switch (step.type) {
    case 'transform':
      return { type: 'done', output: await evaluate(step.expression) };
    case 'condition': {
      const value = Boolean(await evaluate(step.when));
      return { type: 'done', output: { value }, next: value ? step.ifTrue : step.ifFalse };
    }
    case 'http': {
      const template = isSandboxUrlTemplate(step.url);
      const url = template ? await expandUrl(step.url, evaluate) : step.url;
      const path = template ? sandboxPath(run.tenant, url) : null;
      if (!path)
        throw new StepFailure(
          `The URL ${url} is not a path of the tenant's sandbox APIs (such as /api/workers/v1/workers).`,
          true,
        );
      const answer = await deps.sandbox({
        organizationId: run.organizationId,
        tenant: run.tenant,
        userId: run.actsAs,
        method: step.method,
        path,
        ...(await httpPayload(step, evaluate)),
      });
      // A GraphQL error may come with a 200 (an execution error): the step failed all the same.
      const graphqlErrors = step.format === 'graphql' && graphqlErrorMessage(answer.body) !== null;
      if (answer.status >= 400 || graphqlErrors)
        throw new StepFailure(
          `${step.method} ${url} answered ${answer.status}: ${messageOf(answer.body)}`.trim(),
        );
      return { type: 'done', output: { status: answer.status, body: answer.body } };
    }
    case 'log': {
      const value = await evaluate(step.message);
      const message = (typeof value === 'string' ? value : JSON.stringify(value)).slice(0, 2000);
      await stepLog(deps, run, step.id, step.level ?? 'info', message);
      return { type: 'done', output: { message } };
    }
    case 'script':
      return { type: 'done', output: await scriptStep(step, data, run, deps) };
    case 'wait': {
      const resumeAt = new Date(Date.now() + step.seconds * 1000);
      return { type: 'wait', output: { resumeAt: resumeAt.toISOString() }, resumeAt };
    }
    case 'approval': {
      // runnable.ts refuses every approver but a role before a run starts.
      if (step.approver !== 'role' || !step.role)
        throw new StepFailure(`Step '${step.id}' does not name the role that approves.`, true);
      const deadline = new Date(Date.now() + (step.timeoutSeconds ?? DEFAULT_APPROVAL_SECONDS) * 1000);
      return {
        type: 'approval',
        output: { role: step.role, deadline: deadline.toISOString() },
        role: step.role,
        deadline,
      };
    }
    case 'notify':
      return { type: 'done', output: await notifyStep(step, run, deps) };
    case 'fail':
      throw new StepFailure(step.message, true);
    case 'end':
      return { type: 'end', status: step.status === 'cancelled' ? 'CANCELLED' : 'SUCCEEDED' };
    case 'loop':
      return loopStep(step, context, evaluate, deps.limits);
    case 'parallel':
      return enterParallel(step, context);
  }
}

/** A line of the run's log, said by one step: a log step's message, a script's console. */
const stepLog = (deps: StepDeps, run: StepRun, step: string, level: ConsoleLine['level'], message: string) =>
  deps.log({
    orgId: run.organizationId,
    appId: run.appId,
    date: new Date(),
    source: 'orchestration',
    type: 'app_event',
    level,
    message,
    attributes: { runId: run.runId, orchestration: run.orchestration, step, tenant: run.tenant },
  });

/**
 * A script step calls its script's function with the data a transform's expression reads; its return value
 * is the step's output. What it wrote to its console goes to the run's log, whether it succeeded or not.
 */
async function scriptStep(
  step: Extract<OrchestrationStep, { type: 'script' }>,
  data: ReturnType<typeof expressionData>,
  run: StepRun,
  deps: StepDeps,
): Promise<unknown> {
  const call = { versionId: run.versionId, script: step.script, fn: step.function ?? 'main', input: data };
  try {
    const { value, console } = await deps.script(call);
    for (const line of console) await stepLog(deps, run, step.id, line.level, line.message);
    return value;
  } catch (error) {
    if (!(error instanceof ScriptError)) throw error;
    for (const line of error.console) await stepLog(deps, run, step.id, line.level, line.message);
    throw new StepFailure(error.message);
  }
}

/** A notify step: the message to a role's members, or to the person the run was started by or acts for. */
async function notifyStep(
  step: Extract<OrchestrationStep, { type: 'notify' }>,
  run: StepRun,
  deps: StepDeps,
): Promise<unknown> {
  let to: NotifyTarget;
  if (step.to === 'role' && step.role) to = { role: step.role };
  else if (step.to === 'initiator') {
    const userId = run.startedBy ?? run.actsAs;
    if (!userId)
      throw new StepFailure('The run has nobody to notify: who started it no longer exists.', true);
    to = { userId };
  } else throw new StepFailure(`Step '${step.id}' names nobody the portal can notify.`, true);
  return deps.notify({ run, stepId: step.id, to, message: step.message });
}

/** What an http step sends, by its format: JSON, a SOAP envelope (text/xml), or a GraphQL request. */
async function httpPayload(
  step: Extract<OrchestrationStep, { type: 'http' }>,
  evaluate: (e: string) => Promise<unknown>,
): Promise<{
  body: unknown;
  text?: { payload: string; contentType: string; headers: Record<string, string> };
}> {
  if (step.format === 'soap') {
    const envelope = step.body ? await evaluate(step.body) : undefined;
    if (typeof envelope !== 'string')
      throw new StepFailure('The body of a SOAP call must give the envelope as a string.', true);
    return {
      body: undefined,
      text: {
        payload: envelope,
        contentType: SOAP11_CONTENT_TYPE,
        headers: { soapaction: soapActionHeader(step.soapAction ?? '') },
      },
    };
  }
  if (step.format === 'graphql') {
    const variables = step.variables ? await evaluate(step.variables) : undefined;
    if (
      variables !== undefined &&
      (variables === null || typeof variables !== 'object' || Array.isArray(variables))
    )
      throw new StepFailure('The variables of a GraphQL call must give an object.', true);
    return { body: { query: step.query, ...(variables ? { variables } : {}) } };
  }
  return { body: step.body ? await evaluate(step.body) : undefined };
}

/**
 * A loop step runs each time its body ends: first it evaluates the list and enters the body with the
 * first item; then with the next; after the last it passes the body's results on to its own `next`.
 */
async function loopStep(
  step: Extract<OrchestrationStep, { type: 'loop' }>,
  context: RunContext,
  evaluate: (e: string) => Promise<unknown>,
  limits: EngineLimits,
): Promise<StepOutcome> {
  const frame = context.loops.at(-1);
  if (frame?.step === step.id) {
    if (frame.index < frame.items.length)
      return { type: 'done', output: { index: frame.index, item: frame.items[frame.index] }, next: step.do };
    context.loops.pop();
    return { type: 'done', output: frame.results, next: step.next ?? null };
  }
  const items = await evaluate(step.items);
  if (!Array.isArray(items)) throw new StepFailure('The loop expression must give a list.');
  if (items.length > limits.maxLoopItems)
    throw new StepFailure(`The list has ${items.length} items, over the limit of ${limits.maxLoopItems}.`);
  if (items.length === 0) return { type: 'done', output: [], next: step.next ?? null };
  context.loops.push({ step: step.id, items, index: 0, results: [] });
  return { type: 'done', output: { index: 0, item: items[0] }, next: step.do };
}

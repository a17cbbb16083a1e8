import { z } from 'zod';
import { stepRoles } from '../../identity/roleRules.ts';
import { addDuplicateIssues, localIdSchema } from './identifiers.ts';
import { cronSchema } from './integrationSchema.ts';

/** An input a run is launched with: checked before the run starts (a missing required one is a 400). */
const inputSchema = z
  .strictObject({
    name: z
      .string()
      .regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'Use letters, digits or _, starting with a letter.'),
    type: z.enum(['string', 'number', 'boolean', 'object', 'array']),
    required: z.boolean().optional(),
    /** The value a launch that leaves the input out runs with (docs/product/orchestrations.md ORCH-3). */
    default: z.json().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.default === undefined) return;
    const actual = Array.isArray(input.default)
      ? 'array'
      : input.default === null
        ? 'null'
        : typeof input.default;
    if (actual !== input.type)
      ctx.addIssue({
        code: 'custom',
        path: ['default'],
        message: `The default of '${input.name}' must be a ${input.type}, not a ${actual}.`,
      });
  });
export type OrchestrationInput = z.infer<typeof inputSchema>;
const inputs = z.array(inputSchema).max(50).optional();

const triggerSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('manual'), inputs }),
  z.strictObject({ type: z.literal('api'), inputs }),
  // A signed POST to the orchestration's webhook URL; its JSON body is the run's inputs.
  z.strictObject({ type: z.literal('webhook'), inputs }),
  z.strictObject({ type: z.literal('event'), event: z.string().min(1).max(120) }),
  z.strictObject({ type: z.literal('schedule'), cron: cronSchema }),
]);

const next = localIdSchema.optional();
/** An expression in JSONata (docs/app-format.md): evaluated in a thread of its own with a time limit. */
const expression = z.string().min(1).max(2000);
/** Retries of a failed step, with a delay that doubles after each attempt. */
const retry = z
  .strictObject({
    max: z.number().int().min(0).max(5),
    backoffSeconds: z.number().int().min(1).max(3600).optional(),
  })
  .optional();
/** The step a failed step goes to (after its retries) instead of failing the run. */
const onError = localIdSchema.optional();

const stepSchema = z.discriminatedUnion('type', [
  z.strictObject({
    id: localIdSchema,
    type: z.literal('http'),
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    url: z.string().min(1).max(2000),
    /**
     * How the call is made: `json` (the default: the body's value as JSON), `soap` (the body's value, a
     * string, is the XML envelope; the answer is read as XML) or `graphql` (`query` with `variables`).
     */
    format: z.enum(['json', 'soap', 'graphql']).optional(),
    /** An expression whose value is sent as the body: JSON, or the SOAP envelope's text. */
    body: expression.optional(),
    /** The SOAPAction header of a SOAP 1.1 call (the sandbox reads the operation from the envelope). */
    soapAction: z.string().max(500).optional(),
    /** A GraphQL document (sent as it is written). */
    query: z.string().min(1).max(20_000).optional(),
    /** An expression whose value (an object) is the GraphQL variables. */
    variables: expression.optional(),
    next,
    retry,
    onError,
  }),
  z.strictObject({
    id: localIdSchema,
    type: z.literal('script'),
    /** Component id of the script, and the exported function to call. */
    script: localIdSchema,
    function: z
      .string()
      .regex(/^[A-Za-z_$][\w$]*$/)
      .optional(),
    next,
  }),
  z.strictObject({
    id: localIdSchema,
    type: z.literal('approval'),
    approver: z.enum(['manager', 'cost_center_owner', 'hr_partner', 'role']),
    /** With approver 'role': the company's role whose members may decide (docs/decisions/orchestration-approvals.md). */
    role: z.string().min(1).max(64).optional(),
    onApprove: localIdSchema,
    onReject: localIdSchema,
    /** How long the run waits for a decision (default and most: 7 days), then goes to `onTimeout`. */
    timeoutSeconds: z.number().int().min(60).max(604_800).optional(),
    /** Where the run goes when nobody decided in time; without it, the run fails then. */
    onTimeout: localIdSchema.optional(),
  }),
  z.strictObject({
    id: localIdSchema,
    type: z.literal('notify'),
    to: z.enum(['initiator', 'manager', 'role']),
    /** With to 'role': the company's role whose members get the message. */
    role: z.string().min(1).max(64).optional(),
    message: z.string().min(1).max(500),
    next,
  }),
  z.strictObject({
    id: localIdSchema,
    type: z.literal('condition'),
    // Not 'then': an object with a 'then' key is taken for a promise by await.
    when: z.string().min(1).max(500),
    ifTrue: localIdSchema,
    ifFalse: localIdSchema,
  }),
  z.strictObject({
    id: localIdSchema,
    type: z.literal('end'),
    status: z.enum(['completed', 'cancelled']).optional(),
  }),
  z.strictObject({
    id: localIdSchema,
    type: z.literal('transform'),
    expression,
    next,
    retry,
    onError,
  }),
  z.strictObject({
    id: localIdSchema,
    type: z.literal('wait'),
    /** Up to 7 days: the run resumes from a delayed job, not a sleeping process. */
    seconds: z.number().int().min(1).max(604_800),
    next,
  }),
  z.strictObject({
    id: localIdSchema,
    type: z.literal('log'),
    level: z.enum(['info', 'warn', 'error']).optional(),
    /** An expression: its value (a string, or JSON) is the line's message. */
    message: expression,
    next,
    onError,
  }),
  z.strictObject({
    id: localIdSchema,
    type: z.literal('fail'),
    message: z.string().min(1).max(500),
  }),
  z.strictObject({
    id: localIdSchema,
    type: z.literal('loop'),
    /** An expression whose value is the list; each item runs the steps from `do` until one has no next. */
    items: expression,
    do: localIdSchema,
    next,
    onError,
  }),
  z.strictObject({
    id: localIdSchema,
    type: z.literal('parallel'),
    /**
     * The first step of each branch; the branches run together (interleaved step by step) and each must
     * arrive at `join`, whose input is every branch's last output by the branch's first step id.
     */
    branches: z.array(localIdSchema).min(2).max(10),
    join: localIdSchema,
  }),
]);
export type OrchestrationStep = z.infer<typeof stepSchema>;
export type OrchestrationStepType = OrchestrationStep['type'];
/** One step's own schema, for the builder's form of that kind (the same checks as the whole file's). */
export const orchestrationStepSchema = stepSchema;
export const orchestrationTriggerSchema = triggerSchema;

/** The step ids a step can go to next, with the field that names each. */
export function targetsOf(step: OrchestrationStep): [key: string, id: string][] {
  const pairs: [string, string | undefined][] =
    step.type === 'approval'
      ? [
          ['onApprove', step.onApprove],
          ['onReject', step.onReject],
          ['onTimeout', step.onTimeout],
        ]
      : step.type === 'condition'
        ? [
            ['ifTrue', step.ifTrue],
            ['ifFalse', step.ifFalse],
          ]
        : step.type === 'end' || step.type === 'fail'
          ? []
          : step.type === 'loop'
            ? [
                ['do', step.do],
                ['next', step.next],
              ]
            : step.type === 'parallel'
              ? [
                  ...step.branches.map((id, i): [string, string] => [`branches.${i}`, id]),
                  ['join', step.join],
                ]
              : [['next', step.next]];
  if ('onError' in step) pairs.push(['onError', step.onError]);
  return pairs.filter((pair): pair is [string, string] => pair[1] !== undefined);
}

/** The fields an http step's format needs, and those it does not use. */
function httpFormatProblems(step: OrchestrationStep): { field: string; message: string }[] {
  if (step.type !== 'http') return [];
  const format = step.format ?? 'json';
  const problems: { field: string; message: string }[] = [];
  if (format !== 'json' && step.method !== 'POST')
    problems.push({ field: 'method', message: `A ${format} call is a POST.` });
  if (format === 'soap' && !step.body)
    problems.push({ field: 'body', message: 'A SOAP call needs a body: the envelope.' });
  if (format === 'graphql' && !step.query)
    problems.push({ field: 'query', message: 'A GraphQL call needs its query.' });
  if (format === 'graphql' && step.body)
    problems.push({ field: 'body', message: 'A GraphQL call sends its query and variables, not a body.' });
  if (format !== 'graphql' && (step.query || step.variables))
    problems.push({ field: 'query', message: 'Only a GraphQL call has a query and variables.' });
  if (format !== 'soap' && step.soapAction)
    problems.push({ field: 'soapAction', message: 'Only a SOAP call has a SOAPAction.' });
  return problems;
}

/** What is wrong with the role an approval or notify step names, if anything. */
function roleProblem(step: OrchestrationStep): string | null {
  if (step.type !== 'approval' && step.type !== 'notify') return null;
  const byRole = step.type === 'approval' ? step.approver === 'role' : step.to === 'role';
  if (!byRole)
    return step.role === undefined
      ? null
      : 'Only a step for a role names a role: choose the role, or remove it.';
  if (!step.role)
    return step.type === 'approval'
      ? 'A role approval names the role.'
      : 'A message to a role names the role.';
  if (!(stepRoles as readonly string[]).includes(step.role))
    return `'${step.role}' is not a role of a company: use one of ${stepRoles.join(', ')}.`;
  return null;
}

/** Where the canvas drew a step: for the editor only, the engine never reads it. */
const positionSchema = z.strictObject({
  x: z.number().finite().min(-100_000).max(100_000),
  y: z.number().finite().min(-100_000).max(100_000),
});
export type StepPosition = z.infer<typeof positionSchema>;

/** An 'orchestration' component: a trigger and the steps it runs, from the first step on. */
export const orchestrationSchema = z
  .strictObject({
    trigger: triggerSchema,
    steps: z.array(stepSchema).min(1).max(200),
    /** Step id -> its place on the orchestration builder's canvas (optional; ignored by runs). */
    layout: z.record(localIdSchema, positionSchema).optional(),
  })
  .superRefine((flow, ctx) => {
    const ids = flow.steps.map((s) => s.id);
    addDuplicateIssues(ctx, ids, (i) => ['steps', i, 'id'], 'step id');
    flow.steps.forEach((step, i) => {
      for (const [key, target] of targetsOf(step)) {
        if (!ids.includes(target))
          ctx.addIssue({
            code: 'custom',
            path: ['steps', i, ...key.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k))],
            message: `No step has the id '${target}'.`,
          });
      }
      for (const problem of httpFormatProblems(step))
        ctx.addIssue({ code: 'custom', path: ['steps', i, problem.field], message: problem.message });
      const role = roleProblem(step);
      if (role) ctx.addIssue({ code: 'custom', path: ['steps', i, 'role'], message: role });
    });
  });
export type OrchestrationComponent = z.infer<typeof orchestrationSchema>;

/** Component ids of the scripts the orchestration calls, with where. */
export function scriptReferences(flow: OrchestrationComponent): { id: string; pointer: PropertyKey[] }[] {
  return flow.steps.flatMap((step, i) =>
    step.type === 'script' ? [{ id: step.script, pointer: ['steps', i, 'script'] }] : [],
  );
}

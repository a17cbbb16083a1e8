import { z } from 'zod';
import { addDuplicateIssues, localIdSchema } from './identifiers.ts';
import { cronSchema } from './integrationSchema.ts';

const triggerSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('manual') }),
  z.strictObject({ type: z.literal('api') }),
  z.strictObject({ type: z.literal('event'), event: z.string().min(1).max(120) }),
  z.strictObject({ type: z.literal('schedule'), cron: cronSchema }),
]);

const next = localIdSchema.optional();

const stepSchema = z.discriminatedUnion('type', [
  z.strictObject({
    id: localIdSchema,
    type: z.literal('http'),
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    url: z.string().min(1).max(2000),
    next,
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
    role: z.string().min(1).max(64).optional(),
    onApprove: localIdSchema,
    onReject: localIdSchema,
  }),
  z.strictObject({
    id: localIdSchema,
    type: z.literal('notify'),
    to: z.enum(['initiator', 'manager', 'role']),
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
]);
export type OrchestrationStep = z.infer<typeof stepSchema>;

/** The step ids a step can go to next. */
function targetsOf(step: OrchestrationStep): [key: string, id: string][] {
  const pairs: [string, string | undefined][] =
    step.type === 'approval'
      ? [
          ['onApprove', step.onApprove],
          ['onReject', step.onReject],
        ]
      : step.type === 'condition'
        ? [
            ['ifTrue', step.ifTrue],
            ['ifFalse', step.ifFalse],
          ]
        : step.type === 'end'
          ? []
          : [['next', step.next]];
  return pairs.filter((pair): pair is [string, string] => pair[1] !== undefined);
}

/** An 'orchestration' component: a trigger and the steps it runs, from the first step on. */
export const orchestrationSchema = z
  .strictObject({
    trigger: triggerSchema,
    steps: z.array(stepSchema).min(1).max(200),
  })
  .superRefine((flow, ctx) => {
    const ids = flow.steps.map((s) => s.id);
    addDuplicateIssues(ctx, ids, (i) => ['steps', i, 'id'], 'step id');
    flow.steps.forEach((step, i) => {
      for (const [key, target] of targetsOf(step)) {
        if (!ids.includes(target))
          ctx.addIssue({
            code: 'custom',
            path: ['steps', i, key],
            message: `No step has the id '${target}'.`,
          });
      }
      if (step.type === 'approval' && step.approver === 'role' && !step.role)
        ctx.addIssue({
          code: 'custom',
          path: ['steps', i, 'role'],
          message: 'A role approval names the role.',
        });
    });
  });
export type OrchestrationComponent = z.infer<typeof orchestrationSchema>;

/** Component ids of the scripts the orchestration calls, with where. */
export function scriptReferences(flow: OrchestrationComponent): { id: string; pointer: PropertyKey[] }[] {
  return flow.steps.flatMap((step, i) =>
    step.type === 'script' ? [{ id: step.script, pointer: ['steps', i, 'script'] }] : [],
  );
}

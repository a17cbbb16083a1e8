import type { OrchestrationStepType, StepPosition } from '@portal/contracts';

/**
 * The orchestration file as the canvas edits it: read leniently, because a step being configured is
 * incomplete until the user fills it in (the validator names what is missing, on the node).
 */
export type StepDraft = { id: string; type: OrchestrationStepType } & Record<string, unknown>;
export type FlowDoc = {
  trigger: Record<string, unknown>;
  steps: StepDraft[];
  layout: Record<string, StepPosition>;
  /** Fields the canvas does not know, kept as they were so a save never drops them. */
  rest: Record<string, unknown>;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPosition = (value: unknown): value is StepPosition =>
  isObject(value) && Number.isFinite(value.x) && Number.isFinite(value.y);

/** The file's JSON as a FlowDoc, or null when it is not an orchestration the canvas can draw. */
export function parseFlow(text: string): FlowDoc | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(json) || !Array.isArray(json.steps)) return null;
  const { trigger, steps, layout, ...rest } = json;
  if (!steps.every((s) => isObject(s) && typeof s.id === 'string' && typeof s.type === 'string')) return null;
  const places: Record<string, StepPosition> = {};
  if (isObject(layout))
    for (const [id, place] of Object.entries(layout))
      if (isPosition(place)) places[id] = { x: place.x, y: place.y };
  return {
    trigger: isObject(trigger) ? trigger : { type: 'manual' },
    steps: steps as StepDraft[],
    layout: places,
    rest,
  };
}

/** The FlowDoc as the file's text: two-space JSON, as the code builder writes it; layout last. */
export function serializeFlow(doc: FlowDoc): string {
  // Only places of steps that exist: a deleted step's place goes with it.
  const ids = new Set(doc.steps.map((s) => s.id));
  const layout = Object.fromEntries(
    Object.entries(doc.layout)
      .filter(([id]) => ids.has(id))
      .map(([id, p]) => [id, { x: Math.round(p.x), y: Math.round(p.y) }]),
  );
  const json = {
    ...doc.rest,
    trigger: doc.trigger,
    steps: doc.steps,
    ...(Object.keys(layout).length ? { layout } : {}),
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}

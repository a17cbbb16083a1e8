import type { StepPosition } from '@portal/contracts';
import type { FlowDoc, StepDraft } from './flowDoc.ts';
import { isFreeTarget, newStepFields, type paletteKinds, targetKeysOf } from './stepKinds.ts';

/** The first free id of the form `<kind>_<n>` (ids are lowercase letters, digits, - and _). */
export function freeStepId(doc: FlowDoc, kind: string): string {
  const ids = new Set(doc.steps.map((s) => s.id));
  let n = 1;
  while (ids.has(`${kind}_${n}`)) n += 1;
  return `${kind}_${n}`;
}

/** A new step of `kind` at `position`; it is connected by the user (or is the first when the flow is empty). */
export function addStep(
  doc: FlowDoc,
  kind: (typeof paletteKinds)[number],
  position: StepPosition,
): { doc: FlowDoc; id: string } {
  const id = freeStepId(doc, kind);
  const step = { id, type: kind, ...newStepFields[kind] } as StepDraft;
  return {
    id,
    doc: { ...doc, steps: [...doc.steps, step], layout: { ...doc.layout, [id]: position } },
  };
}

/** Removes a step and every field that pointed at it, so no step names a step that is gone. */
export function removeStep(doc: FlowDoc, id: string): FlowDoc {
  const steps = doc.steps
    .filter((s) => s.id !== id)
    .map((s) => {
      const copy = { ...s };
      let changed = false;
      for (const key of targetKeysOf(s.type)) {
        const value = s[key];
        if (Array.isArray(value) && value.includes(id)) {
          copy[key] = value.filter((v) => v !== id);
          changed = true;
        } else if (value === id) {
          delete copy[key];
          changed = true;
        }
      }
      return changed ? copy : s;
    });
  const { [id]: _gone, ...layout } = doc.layout;
  return { ...doc, steps, layout };
}

/**
 * Sets `source.key` to `target` (an edge drawn from one of the step's handles); a list field (a
 * parallel step's branches) gets the target added, once, while it has room.
 */
export function connect(doc: FlowDoc, source: string, key: string, target: string): FlowDoc {
  return mapStep(doc, source, (s) => {
    if (!targetKeysOf(s.type).includes(key)) return s;
    const value = s[key];
    if (!Array.isArray(value)) return { ...s, [key]: target };
    return value.includes(target) || !isFreeTarget(s, key) ? s : { ...s, [key]: [...value, target] };
  });
}

/** Removes `source.key` (an edge deleted on the canvas); `branches.1` removes one entry of a list. */
export function disconnect(doc: FlowDoc, source: string, key: string): FlowDoc {
  const [field, index] = key.split('.');
  return mapStep(doc, source, (s) => {
    const value = s[field!];
    if (index !== undefined && Array.isArray(value))
      return { ...s, [field!]: value.filter((_, i) => i !== Number(index)) };
    const { [key]: _gone, ...rest } = s;
    return rest as StepDraft;
  });
}

export function moveSteps(doc: FlowDoc, places: Record<string, StepPosition>): FlowDoc {
  return { ...doc, layout: { ...doc.layout, ...places } };
}

/**
 * Replaces a step with what its form holds. A new id is carried to every field that named the old one
 * and to its place on the canvas.
 */
export function updateStep(doc: FlowDoc, id: string, step: StepDraft): FlowDoc {
  const renamed = step.id !== id;
  const steps = doc.steps.map((s) => {
    if (s.id === id) return step;
    if (!renamed) return s;
    const copy = { ...s };
    for (const key of targetKeysOf(s.type)) {
      const value = copy[key];
      if (Array.isArray(value)) copy[key] = value.map((v) => (v === id ? step.id : v));
      else if (value === id) copy[key] = step.id;
    }
    return copy;
  });
  const layout = { ...doc.layout };
  if (renamed && layout[id]) {
    layout[step.id] = layout[id];
    delete layout[id];
  }
  return { ...doc, steps, layout };
}

/** Makes a step the first (the one a run starts at). */
export function makeFirst(doc: FlowDoc, id: string): FlowDoc {
  const step = doc.steps.find((s) => s.id === id);
  return step ? { ...doc, steps: [step, ...doc.steps.filter((s) => s.id !== id)] } : doc;
}

export function setTrigger(doc: FlowDoc, trigger: Record<string, unknown>): FlowDoc {
  return { ...doc, trigger };
}

function mapStep(doc: FlowDoc, id: string, change: (step: StepDraft) => StepDraft): FlowDoc {
  return { ...doc, steps: doc.steps.map((s) => (s.id === id ? change(s) : s)) };
}

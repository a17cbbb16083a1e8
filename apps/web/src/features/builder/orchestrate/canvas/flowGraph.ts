import dagre from '@dagrejs/dagre';
import type { StepPosition } from '@portal/contracts';
import type { FlowDoc, StepDraft } from './flowDoc.ts';
import { targetIds, targetKeysOf } from './stepKinds.ts';

/** The id of the trigger's node: not a step id (those start with a lowercase letter), so never taken. */
export const TRIGGER_NODE = '$trigger';
export const NODE_WIDTH = 220;
export const NODE_HEIGHT = 72;
const GAP = 60;

export type StepNodeData = { step: StepDraft; isFirst: boolean; problems: number };
export type TriggerNodeData = { trigger: Record<string, unknown> };
export type GraphNode =
  | { id: string; type: 'step'; position: StepPosition; data: StepNodeData }
  | {
      id: typeof TRIGGER_NODE;
      type: 'trigger';
      position: StepPosition;
      data: TriggerNodeData;
      deletable: false;
    };
/** An edge is one target field of a step: its handle is the field's name. */
export type GraphEdge = {
  id: string;
  source: string;
  target: string;
  sourceHandle: string | null;
  data: { key: string | null };
  deletable: boolean;
};

export const edgeId = (source: string, key: string) => `${source}:${key}`;

/** Steps -> nodes, target fields -> edges; the trigger points at the first step. */
export function toGraph(
  doc: FlowDoc,
  places: Record<string, StepPosition>,
  problems: Record<string, unknown[]> = {},
): { nodes: GraphNode[]; edges: GraphEdge[] } {
  const ids = new Set(doc.steps.map((s) => s.id));
  const nodes: GraphNode[] = [
    {
      id: TRIGGER_NODE,
      type: 'trigger',
      position: places[TRIGGER_NODE] ?? { x: 0, y: 0 },
      data: { trigger: doc.trigger },
      deletable: false,
    },
    ...doc.steps.map((step, i) => ({
      id: step.id,
      type: 'step' as const,
      position: places[step.id] ?? { x: 0, y: 0 },
      data: { step, isFirst: i === 0, problems: problems[step.id]?.length ?? 0 },
    })),
  ];
  const first = doc.steps[0];
  const edges: GraphEdge[] = first
    ? [
        {
          id: edgeId(TRIGGER_NODE, 'start'),
          source: TRIGGER_NODE,
          target: first.id,
          sourceHandle: null,
          data: { key: null },
          deletable: false,
        },
      ]
    : [];
  for (const step of doc.steps)
    for (const key of targetKeysOf(step.type)) {
      const list = Array.isArray(step[key]);
      targetIds(step[key]).forEach((target, i) => {
        // A list's edges are told apart by their index ('branches.1'), all from the list's handle.
        const edgeKey = list ? `${key}.${i}` : key;
        if (ids.has(target))
          edges.push({
            id: edgeId(step.id, edgeKey),
            source: step.id,
            target,
            sourceHandle: key,
            data: { key: edgeKey },
            deletable: true,
          });
      });
    }
  return { nodes, edges };
}

/**
 * Places for every node, top to bottom (dagre): the saved ones are kept unless `all`, the others laid
 * out with the graph. The trigger sits above the first step.
 */
export function layoutPlaces(doc: FlowDoc, all: boolean): Record<string, StepPosition> {
  const { nodes, edges } = toGraph(doc, {});
  const g = new dagre.graphlib.Graph();
  g.setGraph({ rankdir: 'TB', nodesep: GAP, ranksep: GAP });
  g.setDefaultEdgeLabel(() => ({}));
  for (const node of nodes) g.setNode(node.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const edge of edges) g.setEdge(edge.source, edge.target);
  dagre.layout(g);
  const laid: Record<string, StepPosition> = {};
  for (const node of nodes) {
    const { x, y } = g.node(node.id);
    laid[node.id] = { x: x - NODE_WIDTH / 2, y: y - NODE_HEIGHT / 2 };
  }
  if (all) return laid;
  const kept: Record<string, StepPosition> = { ...laid, ...doc.layout };
  // The trigger has no saved place: it stays just above the first step wherever that was put.
  const first = doc.steps[0];
  if (first && doc.layout[first.id])
    kept[TRIGGER_NODE] = { x: doc.layout[first.id]!.x, y: doc.layout[first.id]!.y - NODE_HEIGHT - GAP };
  return kept;
}

import '@xyflow/react/dist/style.css';
import {
  applyNodeChanges,
  Background,
  type Connection,
  Controls,
  type Edge,
  MarkerType,
  type Node,
  type NodeChange,
  ReactFlow,
  useReactFlow,
} from '@xyflow/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './FlowCanvas.module.css';
import type { FlowDoc } from './flowDoc.ts';
import { connect, disconnect, moveSteps, removeStep } from './flowEdits.ts';
import { type GraphEdge, layoutPlaces, NODE_HEIGHT, NODE_WIDTH, TRIGGER_NODE, toGraph } from './flowGraph.ts';
import { StepNode, TriggerNode } from './StepNode.tsx';
import { isFreeTarget, targetKeysOf } from './stepKinds.ts';

const nodeTypes = { step: StepNode, trigger: TriggerNode };
/** The pan to a node asked for: short enough not to wait on, long enough to follow. */
const PAN_MS = 200;
const PAN_ZOOM = 0.8;

type Props = {
  doc: FlowDoc;
  problems: Record<string, unknown[]>;
  readOnly: boolean;
  selected: string | null;
  /** A node to bring into view (its nonce changes each time it is asked for). */
  focus: { id: string; nonce: number } | null;
  onSelect: (id: string | null) => void;
  change: (update: (doc: FlowDoc) => FlowDoc) => void;
};

/**
 * The orchestration drawn with React Flow: steps are nodes, target fields are edges. Moves, new edges
 * and deletions are edits of the file (one undo step each); dragging moves the nodes locally and writes
 * their places when the drag ends.
 */
export function FlowCanvas({ doc, problems, readOnly, selected, focus, onSelect, change }: Props) {
  const { t } = useTranslation('builder');
  const flow = useReactFlow();
  const graph = useMemo(() => {
    const { nodes, edges } = toGraph(doc, layoutPlaces(doc, false), problems);
    return {
      nodes: nodes.map((n) => ({ ...n, selected: n.id === selected })) as Node[],
      edges: edges.map((e) => toFlowEdge(e, t)),
    };
  }, [doc, problems, selected, t]);
  const [nodes, setNodes] = useState<Node[]>(graph.nodes);
  useEffect(() => setNodes(graph.nodes), [graph.nodes]);
  // The canvas is busy from the render that asks for a node until the pan to it ends: a click given
  // while the view slides lands where the node was, not where it is.
  const [settled, setSettled] = useState<number | null>(null);
  const panning = focus !== null && focus.nonce !== settled;
  useEffect(() => {
    if (!focus) return;
    let live = true;
    const done = () => live && setSettled(focus.nonce);
    // After the node is drawn: a step just added is not measured before the next frame.
    const frame = requestAnimationFrame(() => {
      const node = flow.getNode(focus.id);
      if (!node) return done();
      flow
        .setCenter(node.position.x + NODE_WIDTH / 2, node.position.y + NODE_HEIGHT / 2, {
          zoom: Math.max(flow.getZoom(), PAN_ZOOM),
          duration: PAN_MS,
        })
        .then(done, done);
    });
    // A pan the user interrupts (a drag, a wheel turn) never reports its end.
    const fallback = setTimeout(done, PAN_MS * 3);
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
    };
  }, [focus, flow]);

  const onNodesChange = (changes: NodeChange[]) => {
    // Removals go through the file (onNodesDelete); selection is the page's; the rest is drawn at once.
    const local = changes.filter((c) => c.type !== 'remove' && c.type !== 'select');
    setNodes((current) => applyNodeChanges(local, current));
    const picked = changes.find((c) => c.type === 'select' && c.selected);
    if (picked && 'id' in picked) onSelect(picked.id);
  };

  const onConnect = (connection: Connection) => {
    if (readOnly || connection.source === TRIGGER_NODE) return;
    const source = doc.steps.find((s) => s.id === connection.source);
    if (!source) return;
    // A drop without a handle (a keyboard connect) fills the step's first free target field.
    const key =
      connection.sourceHandle ??
      targetKeysOf(source.type).find((k) => isFreeTarget(source, k)) ??
      targetKeysOf(source.type)[0];
    if (key) change((d) => connect(d, connection.source, key, connection.target));
  };

  return (
    <div className={classes.canvas} data-testid="flow-canvas" aria-busy={panning}>
      <ReactFlow
        nodes={nodes}
        edges={graph.edges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        onNodeDragStop={(_event, _node, dragged) => {
          const places = Object.fromEntries(
            dragged.filter((n) => n.id !== TRIGGER_NODE).map((n) => [n.id, n.position]),
          );
          if (Object.keys(places).length) change((d) => moveSteps(d, places));
        }}
        onConnect={onConnect}
        // One edit (one undo step) for a deletion, whatever it took along: a step's edges go with it.
        onDelete={({ nodes: gone, edges: cut }) =>
          change((d) => {
            const steps = gone.filter((n) => n.id !== TRIGGER_NODE).map((n) => n.id);
            const kept = cut.filter((e) => e.sourceHandle && !steps.includes(e.source));
            const unlinked = kept.reduce(
              (acc, e) =>
                disconnect(acc, e.source, (e.data?.key as string | undefined) ?? (e.sourceHandle as string)),
              d,
            );
            return steps.reduce(removeStep, unlinked);
          })
        }
        onPaneClick={() => onSelect(null)}
        nodesDraggable={!readOnly}
        nodesConnectable={!readOnly}
        elementsSelectable
        nodesFocusable
        edgesFocusable={!readOnly}
        deleteKeyCode={readOnly ? null : ['Delete', 'Backspace']}
        fitView
        minZoom={0.2}
        ariaLabelConfig={{
          'node.a11yDescription.default': t('orchestrate.canvas.nodeHelp'),
          'controls.ariaLabel': t('orchestrate.canvas.controls'),
        }}
        proOptions={{ hideAttribution: true }}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}

function toFlowEdge(edge: GraphEdge, t: (key: string) => string): Edge {
  const key = edge.data.key;
  // A branch edge ('branches.1') is labelled as a branch.
  const field = key?.split('.')[0];
  return {
    id: edge.id,
    source: edge.source,
    target: edge.target,
    sourceHandle: edge.sourceHandle,
    data: edge.data,
    deletable: edge.deletable,
    label: field && field !== 'next' ? t(`orchestrate.targets.${field}`) : undefined,
    markerEnd: { type: MarkerType.ArrowClosed },
    style: key === 'onError' ? { strokeDasharray: '6 4' } : undefined,
    ariaLabel: field ? `${edge.source} ${t(`orchestrate.targets.${field}`)} ${edge.target}` : undefined,
  };
}

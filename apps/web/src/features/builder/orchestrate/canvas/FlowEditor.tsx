import { Alert, Button, Group, List, Paper, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { ReactFlowProvider } from '@xyflow/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowCanvas } from './FlowCanvas.tsx';
import type { FlowDoc } from './flowDoc.ts';
import { addStep, connect, makeFirst, removeStep, updateStep } from './flowEdits.ts';
import { layoutPlaces, NODE_HEIGHT, TRIGGER_NODE } from './flowGraph.ts';
import { StepForm } from './StepForm.tsx';
import { isFreeTarget, paletteKinds, targetKeysOf } from './stepKinds.ts';
import { TriggerForm } from './TriggerForm.tsx';
import { useFlowHistory } from './useFlowHistory.ts';
import { useUndoKeys } from './useUndoKeys.ts';
import { type FlowValidation, problemText, validateFlow } from './validateFlow.ts';

type Props = {
  /** The orchestration file's text, as the draft holds it. */
  text: string;
  readOnly: boolean;
  onText: (text: string) => void;
  /** The toolbar's other actions (save status, build), given the validation of what is drawn. */
  actions: (validation: FlowValidation) => React.ReactNode;
};

/**
 * The canvas with its palette and side panel. Edits go to the file through the undo history; the
 * panel below the canvas on narrow screens (the grid wraps).
 */
export function FlowEditor({ text, readOnly, onText, actions }: Props) {
  const { t } = useTranslation('builder');
  const flow = useFlowHistory(text, onText);
  const [selected, setSelected] = useState<string | null>(null);
  // A step chosen outside the canvas (added, or picked in the list) is brought into view.
  const [focus, setFocus] = useState<{ id: string; nonce: number } | null>(null);
  const reveal = (id: string | null) => {
    setSelected(id);
    if (id) setFocus({ id, nonce: Date.now() });
  };
  useUndoKeys(flow.undo, flow.redo, !readOnly);
  const validation = useMemo(() => (flow.doc ? validateFlow(flow.doc) : null), [flow.doc]);

  if (!flow.doc || !validation)
    return (
      <Alert color="orange" title={t('orchestrate.editor.unreadableTitle')}>
        {t('orchestrate.editor.unreadable')}
      </Alert>
    );
  const doc = flow.doc;
  const step = doc.steps.find((s) => s.id === selected) ?? null;
  const ids = doc.steps.map((s) => s.id);

  const add = (kind: (typeof paletteKinds)[number]) => {
    const places = layoutPlaces(doc, false);
    const lowest = Math.max(...Object.values(places).map((p) => p.y));
    const from = step ?? null;
    const at = { x: from ? (places[from.id]?.x ?? 0) : 0, y: lowest + NODE_HEIGHT + 60 };
    let id = '';
    flow.change((d) => {
      const added = addStep(d, kind, at);
      id = added.id;
      // Added after the selected step when it has a free target field (its 'next' first).
      const key = from && targetKeysOf(from.type).find((k) => isFreeTarget(from, k));
      return from && key ? connect(added.doc, from.id, key, added.id) : added.doc;
    });
    reveal(id);
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="default" onClick={flow.undo} disabled={readOnly || !flow.canUndo}>
            {t('orchestrate.editor.undo')}
          </Button>
          <Button size="xs" variant="default" onClick={flow.redo} disabled={readOnly || !flow.canRedo}>
            {t('orchestrate.editor.redo')}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={readOnly}
            onClick={() => flow.change((d) => ({ ...d, layout: stepPlaces(layoutPlaces(d, true)) }))}
          >
            {t('orchestrate.editor.autoLayout')}
          </Button>
        </Group>
        <Group gap="xs" wrap="wrap">
          {actions(validation)}
        </Group>
      </Group>
      {!readOnly && (
        <Group gap={6} wrap="wrap" role="toolbar" aria-label={t('orchestrate.palette.label')}>
          <Text size="sm" fw={600}>
            {t('orchestrate.palette.add')}
          </Text>
          {paletteKinds.map((kind) => (
            <Button key={kind} size="compact-sm" variant="default" onClick={() => add(kind)}>
              {t(`orchestrate.kinds.${kind}`)}
            </Button>
          ))}
        </Group>
      )}
      <div
        style={{
          display: 'grid',
          gap: 8,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
        }}
      >
        <div style={{ gridColumn: 'span 2', minWidth: 0, height: 'calc(100dvh - 280px)', minHeight: 420 }}>
          <ReactFlowProvider>
            <FlowCanvas
              doc={doc}
              problems={validation.steps}
              readOnly={readOnly}
              selected={selected}
              focus={focus}
              onSelect={setSelected}
              change={(update) => flow.change(update)}
            />
          </ReactFlowProvider>
        </div>
        <Paper withBorder p="sm" component="aside" aria-label={t('orchestrate.panel.label')}>
          <Stack gap="sm">
            <Select
              label={t('orchestrate.panel.pick')}
              data={[
                { value: TRIGGER_NODE, label: t('orchestrate.trigger.label') },
                ...ids.map((id) => ({ value: id, label: id })),
              ]}
              value={selected}
              onChange={reveal}
              searchable
              data-testid="step-picker"
            />
            {selected === TRIGGER_NODE ? (
              <TriggerForm
                trigger={doc.trigger}
                problems={validation.flow.filter((p) => p.field === 'trigger')}
                readOnly={readOnly}
                onChange={(trigger, field) => flow.change((d) => ({ ...d, trigger }), `trigger.${field}`)}
              />
            ) : step ? (
              <StepForm
                key={step.id}
                step={step}
                isFirst={doc.steps[0]?.id === step.id}
                stepIds={ids}
                problems={validation.steps[step.id] ?? []}
                readOnly={readOnly}
                onChange={(next, field) =>
                  flow.change((d) => updateStep(d, step.id, next), `${step.id}.${field}`)
                }
                onRename={(id) => {
                  flow.change((d) => updateStep(d, step.id, { ...step, id }));
                  setSelected(id);
                }}
                onDelete={() => {
                  flow.change((d) => removeStep(d, step.id));
                  setSelected(null);
                }}
                onMakeFirst={() => flow.change((d) => makeFirst(d, step.id))}
              />
            ) : (
              <Text size="sm" c="gray.7">
                {t('orchestrate.panel.empty')}
              </Text>
            )}
            <ProblemsList validation={validation} onPick={reveal} />
          </Stack>
        </Paper>
      </div>
    </Stack>
  );
}

/** The places of steps only: the trigger's is derived from the first step's, never saved. */
function stepPlaces(places: Record<string, { x: number; y: number }>): FlowDoc['layout'] {
  const { [TRIGGER_NODE]: _trigger, ...steps } = places;
  return steps;
}

/** Every problem of the drawing, each naming its step; choosing one opens that step's form. */
function ProblemsList({ validation, onPick }: { validation: FlowValidation; onPick: (id: string) => void }) {
  const { t } = useTranslation('builder');
  const entries = Object.entries(validation.steps);
  const text = problemText(t);
  if (validation.isValid)
    return (
      <Text size="sm" role="status">
        {t('orchestrate.problems.none')}
      </Text>
    );
  return (
    <div>
      <Text size="sm" fw={600}>
        {t('orchestrate.problems.title')}
      </Text>
      <List size="sm" spacing={2} listStyleType="none" data-testid="flow-problems">
        {validation.flow.map((p) => (
          <List.Item key={`flow-${p.field}-${p.message}`}>
            <Text size="sm" c="red.9">
              {text(p)}
            </Text>
          </List.Item>
        ))}
        {entries.flatMap(([id, problems]) =>
          problems.map((p) => (
            <List.Item key={`${id}-${p.field}-${p.message}`}>
              <UnstyledButton onClick={() => onPick(id)} c="red.9" fz="sm" style={{ textAlign: 'left' }}>
                <Text span fw={600} fz="sm">
                  {p.field ? `${id}.${p.field}` : id}
                </Text>{' '}
                {text(p)}
              </UnstyledButton>
            </List.Item>
          )),
        )}
      </List>
    </div>
  );
}

import { Badge, Group, Text } from '@mantine/core';
import { Handle, type Node, type NodeProps, Position } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import classes from './FlowCanvas.module.css';
import type { StepNodeData, TriggerNodeData } from './flowGraph.ts';
import { NODE_HEIGHT, NODE_WIDTH } from './flowGraph.ts';
import { targetKeysOf } from './stepKinds.ts';

type StepNodeType = Node<StepNodeData, 'step'>;
type TriggerNodeType = Node<TriggerNodeData, 'trigger'>;

/** A step on the canvas: its id and kind, a mark when it has problems, a handle per target field. */
export function StepNode({ data, selected }: NodeProps<StepNodeType>) {
  const { t } = useTranslation('builder');
  const keys = targetKeysOf(data.step.type);
  return (
    <div
      className={classes.node}
      data-selected={selected || undefined}
      data-invalid={data.problems > 0 || undefined}
      style={{ width: NODE_WIDTH, minHeight: NODE_HEIGHT }}
      data-testid={`step-node-${data.step.id}`}
    >
      <Handle type="target" position={Position.Top} />
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
          {t(`orchestrate.kinds.${data.step.type}`)}
        </Text>
        {data.problems > 0 && (
          <Badge size="xs" color="red" variant="light" c="red.9">
            {t('orchestrate.node.problems', { count: data.problems })}
          </Badge>
        )}
      </Group>
      <Text size="sm" fw={600} truncate>
        {data.step.id}
      </Text>
      <div className={classes.handles}>
        {keys.map((key, i) => (
          <Handle
            key={key}
            id={key}
            type="source"
            position={Position.Bottom}
            style={{ left: `${((i + 1) * 100) / (keys.length + 1)}%` }}
            title={t(`orchestrate.targets.${key}`)}
          />
        ))}
      </div>
    </div>
  );
}

/** Where a run starts: the trigger's kind; it points at the first step. */
export function TriggerNode({ data, selected }: NodeProps<TriggerNodeType>) {
  const { t } = useTranslation('builder');
  const type = String(data.trigger.type ?? 'manual');
  return (
    <div
      className={classes.node}
      data-trigger
      data-selected={selected || undefined}
      style={{ width: NODE_WIDTH }}
      data-testid="trigger-node"
    >
      <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
        {t('orchestrate.trigger.label')}
      </Text>
      <Text size="sm" fw={600}>
        {t(`orchestrate.trigger.types.${type}`, { defaultValue: type })}
      </Text>
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </div>
  );
}

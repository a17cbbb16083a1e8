import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/renderWithProviders.tsx';
import { parseFlow, type StepDraft } from './flowDoc.ts';
import { connect, disconnect, removeStep, updateStep } from './flowEdits.ts';
import { toGraph } from './flowGraph.ts';
import { StepForm } from './StepForm.tsx';
import { type FlowProblem, validateFlow } from './validateFlow.ts';

const doc = (steps: unknown[]) => {
  const parsed = parseFlow(JSON.stringify({ trigger: { type: 'manual' }, steps }));
  if (!parsed) throw new Error('fixture does not parse');
  return parsed;
};
const t = (id: string, next?: string) => ({
  id,
  type: 'transform',
  expression: '1',
  ...(next ? { next } : {}),
});
const par = { id: 'split', type: 'parallel', branches: ['a', 'b'], join: 'merge' };
const renderForm = (step: StepDraft, stepIds: string[], problems: FlowProblem[]) =>
  renderWithProviders(
    <StepForm
      step={step}
      isFirst
      stepIds={stepIds}
      problems={problems}
      readOnly={false}
      onChange={vi.fn()}
      onRename={vi.fn()}
      onDelete={vi.fn()}
      onMakeFirst={vi.fn()}
    />,
  );
const flow = () => doc([par, t('a', 'merge'), t('b', 'merge'), t('c', 'merge'), t('merge')]);

describe('parallel step on the canvas', () => {
  it('draws an edge from the parallel step to each branch and one into the join', () => {
    const { edges } = toGraph(flow(), {});
    const fromSplit = edges.filter((e) => e.source === 'split');
    expect(fromSplit.map((e) => [e.id, e.target, e.sourceHandle])).toEqual([
      ['split:branches.0', 'a', 'branches'],
      ['split:branches.1', 'b', 'branches'],
      ['split:join', 'merge', 'join'],
    ]);
  });

  it('adds a branch by connecting, removes one by deleting its edge or its step, renames it', () => {
    const added = connect(flow(), 'split', 'branches', 'c');
    expect(added.steps[0]!.branches).toEqual(['a', 'b', 'c']);
    expect(connect(added, 'split', 'branches', 'c').steps[0]!.branches).toEqual(['a', 'b', 'c']);
    expect(disconnect(added, 'split', 'branches.1').steps[0]!.branches).toEqual(['a', 'c']);
    expect(removeStep(added, 'a').steps[0]!.branches).toEqual(['b', 'c']);
    const renamed = updateStep(added, 'b', { ...t('bee', 'merge'), type: 'transform' });
    expect(renamed.steps[0]!.branches).toEqual(['a', 'bee', 'c']);
  });

  it('names on its node a branch that never reaches the join, and a parallel step with one branch', () => {
    const stray = validateFlow(doc([par, t('a'), t('b', 'merge'), t('merge')]));
    expect(stray.steps.a?.[0]?.message).toBe(
      "Step 'a' in the branch 'a' of 'split' does not go on to the join 'merge': give it a next step.",
    );
    const lonely = validateFlow(doc([{ ...par, branches: ['a'] }, t('a', 'merge'), t('merge')]));
    expect(lonely.steps.split?.[0]?.field).toBe('branches');
    expect(validateFlow(flow()).isValid).toBe(true);
  });

  it('has a form with the branches to pick and the join step', () => {
    const step = flow().steps[0]!;
    renderForm(step, ['split', 'a', 'b', 'c', 'merge'], []);
    const form = screen.getByTestId('step-form');
    expect(within(form).getByText('Parallel step')).toBeTruthy();
    expect(
      within(form).getByText('2 to 10 branches; they run together and each must reach the join step.'),
    ).toBeTruthy();
    expect(within(form).getByText('Join at')).toBeTruthy();
    expect(within(form).getAllByDisplayValue('merge').length).toBeGreaterThan(0);
    // The picked branches show as pills of the multi-select.
    const pills = [...form.querySelectorAll('.mantine-Pill-label')].map((p) => p.textContent);
    expect(pills).toEqual(['a', 'b']);
  });

  it('offers an http step the SOAP and GraphQL fields, and names what a GraphQL call lacks', () => {
    const http = { id: 'call', type: 'http', method: 'GET', url: '/graphql', format: 'graphql' };
    const problems = validateFlow(doc([http])).steps.call ?? [];
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ['method', 'A graphql call is a POST.'],
      ['query', 'A GraphQL call needs its query.'],
    ]);
    renderForm(doc([http]).steps[0]!, ['call'], problems);
    const form = screen.getByTestId('step-form');
    for (const label of ['Call format', 'SOAPAction', 'GraphQL query', 'Variables (expression)'])
      expect(within(form).getByText(label)).toBeTruthy();
    expect(within(form).getByText('A GraphQL call needs its query.')).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { StatementGate } from './statementGate.ts';

/** Lets every promise that can settle do so. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('StatementGate', () => {
  it('lets statements through at once while no transaction holds it', () => {
    const gate = new StatementGate();
    expect(gate.statement()).toBeUndefined();
    expect(gate.statement()).toBeUndefined();
  });

  it('holds statements while a transaction runs, then lets them through in arrival order', async () => {
    const gate = new StatementGate();
    const release = await gate.transaction();
    const order: string[] = [];
    void gate.statement()?.then(() => order.push('first'));
    void gate.statement()?.then(() => order.push('second'));
    await settle();
    expect(order).toEqual([]);
    release();
    await settle();
    expect(order).toEqual(['first', 'second']);
  });

  it('gives the gate to transactions one at a time, and keeps later statements behind a waiting one', async () => {
    const gate = new StatementGate();
    const releaseFirst = await gate.transaction();
    const order: string[] = [];
    let releaseSecond: (() => void) | undefined;
    void gate.transaction().then((release) => {
      order.push('second transaction');
      releaseSecond = release;
    });
    void gate.statement()?.then(() => order.push('statement'));
    releaseFirst();
    await settle();
    expect(order).toEqual(['second transaction']);
    releaseSecond?.();
    await settle();
    expect(order).toEqual(['second transaction', 'statement']);
  });

  it('ignores a second release of the same transaction', async () => {
    const gate = new StatementGate();
    const releaseFirst = await gate.transaction();
    releaseFirst();
    await gate.transaction();
    releaseFirst();
    const waiting = gate.statement();
    expect(waiting).toBeInstanceOf(Promise);
  });

  it('refuses every waiting and later caller once closed', async () => {
    const gate = new StatementGate();
    await gate.transaction();
    const waiting = gate.statement();
    const closed = new Error('PGlite is closed');
    gate.close(closed);
    await expect(waiting).rejects.toBe(closed);
    await expect(gate.statement()).rejects.toBe(closed);
    await expect(gate.transaction()).rejects.toBe(closed);
  });
});

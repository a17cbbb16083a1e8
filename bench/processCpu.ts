import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const TICKS_PER_MS = 100 / 1000; // USER_HZ is 100 on Linux

/** CPU time (utime + stime, every thread) a process has used so far, in ms, from /proc/<pid>/stat. Linux only. */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the "pid (comm) " prefix.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
}

type ProcStat = { pid: number; ppid: number; comm: string; ms: number };

function readStat(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // it exited between the listing and the read
  }
  const close = text.lastIndexOf(')');
  const fields = text.slice(close + 2).split(' ');
  // After "pid (comm) ": ppid is field 4 (index 1); utime, stime, cutime, cstime fields 14-17 (11-14).
  // cutime + cstime hold the children it has reaped: a PostgreSQL backend that exits mid-run moves its
  // time into the postmaster's, so a delta over the tree loses nothing.
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
  return {
    pid,
    ppid: Number(fields[1]),
    comm: text.slice(text.indexOf('(') + 1, close),
    ms: ticks / TICKS_PER_MS,
  };
}

/**
 * CPU time so far of `root` and every process below it, in ms, optionally only those whose command name
 * is `comm` (the PostgreSQL server and its backends under the bench process). Linux only.
 */
export function treeCpuMs(root: number, comm?: string): number {
  const stats = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== undefined);
  const children = new Map<number, ProcStat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  let total = 0;
  const visit = (stat: ProcStat) => {
    if (comm === undefined || stat.comm === comm) total += stat.ms;
    for (const child of children.get(stat.pid) ?? []) visit(child);
  };
  const top = stats.find((stat) => stat.pid === root);
  if (top) visit(top);
  return total;
}

/**
 * Waits until a started server has used under a tenth of a core over a second (after 5 s, at most a
 * minute more): the demo seed's follow-ups and the search index's first fill run after ready, and were
 * counted as the first measured row's CPU otherwise (bench/README.md, "Per-request cost as `npm start`
 * runs it").
 */
export async function settled(pid: number): Promise<void> {
  await sleep(5_000);
  for (let second = 0; second < 60; second++) {
    const before = cpuMs(pid);
    await sleep(1_000);
    if (cpuMs(pid) - before < 100) return;
  }
}

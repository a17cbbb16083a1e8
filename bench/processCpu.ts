import fs from 'node:fs';

const TICKS_PER_MS = 100 / 1000; // USER_HZ is 100 on Linux

/** CPU time (utime + stime, every thread) a process has used so far, in ms, from /proc/<pid>/stat. Linux only. */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the "pid (comm) " prefix.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
}

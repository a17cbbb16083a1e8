/** Whether a process of this machine is alive: signal 0 checks without signalling; EPERM means it exists but is someone else's. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// Cleans each entry before it is sent: the directory refuses empty titles and mixed-case emails.
export function main(entry) {
  return {
    ...entry,
    displayName: entry.displayName.replace(/\s+/g, ' '),
    title: entry.title || 'Employee',
    email: entry.email.toLowerCase(),
  };
}

export function skipContractors(entry) {
  return entry.workerType !== 'contingent';
}

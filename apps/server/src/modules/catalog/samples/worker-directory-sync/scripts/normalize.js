// The directory matches people by a trimmed, lower-case email: each active worker's is written back so.
export function main(input) {
  return input.last.body.data
    .filter((worker) => worker.status === 'Active')
    .map((worker) => ({ id: worker.id, email: worker.email.trim().toLowerCase() }));
}

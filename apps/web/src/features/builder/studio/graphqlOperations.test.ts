import { describe, expect, it } from 'vitest';
import { graphqlOperations } from './graphqlOperations.ts';

const sdl = `
type Query {
  workers(first: Int = 20, search: String): WorkerConnection!
  "One worker."
  worker(id: ID!): Worker
}
type Mutation { submitTimeOff(input: TimeOffInput!): TimeOff! }
type WorkerConnection { totalCount: Int! edges: [WorkerEdge!]! }
type WorkerEdge { node: Worker! }
type Worker { id: ID! name: Name! manager(levels: Int!): Worker status: Status! }
type Name { given: String! }
enum Status { ACTIVE ON_LEAVE }
type TimeOff { id: ID! }
input TimeOffInput { workerId: ID! hours: Float! note: String }
`;

describe("the studio's GraphQL operations", () => {
  it('writes a query per root field, required arguments as variables with placeholders', () => {
    const [workers, worker, submit] = graphqlOperations(sdl);
    expect(workers).toMatchObject({ key: 'query.workers', variables: {}, placeholders: [] });
    expect(workers!.query).toContain('totalCount');
    expect(workers!.query).toContain('node {');
    expect(worker).toMatchObject({
      description: 'One worker.',
      variables: { id: '{{id}}' },
      placeholders: ['id'],
    });
    expect(worker!.query).toBe(
      [
        'query Worker($id: ID!) {',
        '  worker(id: $id) {',
        '    id',
        '    name {',
        '      given',
        '    }',
        '    status',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
    // An input object gets its required fields; a number an example value, not a placeholder.
    expect(submit).toMatchObject({
      kind: 'mutation',
      variables: { input: { workerId: '{{workerId}}', hours: 0 } },
      placeholders: ['workerId'],
    });
  });
});

import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Raw statements: both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

import { type SQL, sql } from 'drizzle-orm';
import { searchEntries } from '../../db/schema/index.ts';

/**
 * Search's one visibility rule, in SQL, for every way an entry is found (words, titles alike, the
 * copilot's vectors): public entries, and the viewer's company's own (its apps); null: public only.
 */
export const viewerMay = (organizationId: string | null): SQL =>
  organizationId === null
    ? sql`${searchEntries.organizationId} is null`
    : sql`(${searchEntries.organizationId} is null or ${searchEntries.organizationId} = ${organizationId})`;

import { organizationTypes, regions } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../apps/server/src/db/client.ts';

/** The array literal of a list of names, for `(array[...])[i]` in the statements below. */
const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

/**
 * Companies and users at scale straight into their tables (as the services write them), one statement
 * each with generate_series, for bench/companies.ts:
 * - `companies` companies named from eight words and a number (so name order is not insertion order),
 *   every type and region (type and region vary independently), provisioned, one in ten linked to the
 *   next one (always another type, and never itself linked);
 * - `users` accounts, each the PRIMARY member of one company, one in five also a COLLABORATOR of another.
 * Billing IDs `BENCH-{n}`; the users' domains name their company's number, which is how memberships join.
 * Then VACUUM ANALYZE, as autovacuum would after so many inserts: the visibility map lets the list's
 * page walk its index alone (index-only scan), as it does on a table in service.
 */
export async function insertCompanies(databaseUrl: string, companies: number, users: number): Promise<void> {
  const database = await openPostgres(databaseUrl);
  const { db } = database;
  try {
    await db.execute(sql`
      insert into organizations (name, region, organization_type, account_status, billing_id, tenant_prefix, email_domains, created_at)
      select (array['Acme','Globex','Initech','Umbrella','Stark','Wayne','Tyrell','Cyberdyne'])[1 + g % 8] || ' bench ' || g,
        (${textArray(regions)})[1 + (g / ${organizationTypes.length}) % ${regions.length}],
        (${textArray(organizationTypes)})[1 + g % ${organizationTypes.length}],
        'PROVISIONED', 'BENCH-' || g, 'bench' || g, array['bench' || g || '.example'],
        now() - g * interval '1 minute'
      from generate_series(1, ${companies}) g`);
    await db.execute(sql`
      update organizations o set linked_organization_id = t.id
      from organizations t
      where o.billing_id like 'BENCH-%' and (substr(o.billing_id, 7))::int % 10 = 0
        and t.billing_id = 'BENCH-' || ((substr(o.billing_id, 7))::int % ${companies} + 1)`);
    await db.execute(sql`
      insert into users (email, first_name, last_name, created_at)
      select 'bench.user' || g || '@bench' || (1 + g % ${companies}) || '.example',
        (array['Ada','Grace','Alan','Edsger','Barbara','Donald','Ken','Frances'])[1 + g % 8],
        'Bench' || g, now() - g * interval '1 second'
      from generate_series(1, ${users}) g`);
    const companyNumber = sql.raw(`(split_part(split_part(u.email, '@bench', 2), '.', 1))::int`);
    await db.execute(sql`
      insert into memberships (user_id, organization_id, association_type, roles)
      select u.id, o.id, 'PRIMARY', array['developer']
      from users u join organizations o on o.billing_id = 'BENCH-' || ${companyNumber}
      where u.email like 'bench.user%'`);
    await db.execute(sql`
      insert into memberships (user_id, organization_id, association_type, roles)
      select u.id, o.id, 'COLLABORATOR', array['developer']
      from users u join organizations o on o.billing_id = 'BENCH-' || (${companyNumber} % ${companies} + 1)
      where u.email like 'bench.user%' and (substr(split_part(u.email, '@', 1), 11))::int % 5 = 0`);
    await db.execute(sql`vacuum analyze organizations`);
    await db.execute(sql`vacuum analyze users`);
    await db.execute(sql`vacuum analyze memberships`);
  } finally {
    await database.close();
  }
}

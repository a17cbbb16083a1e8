import { type SamlCertificate, samlNameIdFormats } from '@portal/contracts';
import { boolean, check, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './identity.ts';
import { oneOf } from './valueSets.ts';

/**
 * A company's SAML single sign-on configuration (issue 12 item 8): its identity provider and the public
 * certificates it signs with, as read and checked when saved. One row a company; `enabled` is switched
 * on only for a valid, unexpired configuration of a company holding extendsaml (docs/decisions/saml.md).
 */
export const samlConfigs = pgTable(
  'saml_configs',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    entityId: text('entity_id').notNull(),
    ssoUrl: text('sso_url').notNull(),
    nameIdFormat: text('name_id_format', { enum: samlNameIdFormats }).notNull(),
    certificates: jsonb('certificates').$type<SamlCertificate[]>().notNull(),
    enabled: boolean('enabled').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('saml_configs_name_id_format_check', oneOf(t.nameIdFormat, samlNameIdFormats))],
);

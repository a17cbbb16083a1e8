import { type SamlCertificate, samlNameIdFormats } from '@portal/contracts';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './identity.ts';
import { oneOf } from './valueSets.ts';

/**
 * A company's SAML single sign-on configuration: its identity provider and the public
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
    /** A first SAML sign-in of someone who is not a member yet makes them one (just-in-time membership). */
    jitMembership: boolean('jit_membership').notNull().default(false),
    /** A response no request of ours asked for (IdP-initiated) is refused unless this is on. */
    idpInitiated: boolean('idp_initiated').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('saml_configs_name_id_format_check', oneOf(t.nameIdFormat, samlNameIdFormats))],
);

/**
 * The e-mail domains whose users sign in through the company's identity provider. A domain is one of the
 * company's own (organizations.email_domains, which provider staff set) and belongs to one company only:
 * the primary key makes a second claim fail in the database, not in a check-then-insert.
 */
export const samlDomains = pgTable(
  'saml_domains',
  {
    domain: text('domain').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => samlConfigs.organizationId, { onDelete: 'cascade' }),
  },
  (t) => [index('saml_domains_organization_idx').on(t.organizationId)],
);

/**
 * The AuthnRequests sent and not answered yet: a response must answer one of them (InResponseTo), once,
 * and it finishes that request's sign-in page (interaction) only.
 */
export const samlRequests = pgTable(
  'saml_requests',
  {
    id: text('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    interactionUid: text('interaction_uid').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('saml_requests_expires_idx').on(t.expiresAt)],
);

/** Assertion IDs accepted, kept until the assertion itself expires: the same assertion twice is a replay. */
export const samlSeenAssertions = pgTable(
  'saml_seen_assertions',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    assertionId: text('assertion_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.assertionId] }),
    index('saml_seen_assertions_expires_idx').on(t.expiresAt),
  ],
);

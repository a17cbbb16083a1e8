import { formatMessage, type MessageKey } from '@portal/contracts';
// graphql's CommonJS entry, as everywhere in this folder: the document must be of the schema's realm.
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  Lexer,
  parse,
  type SelectionSetNode,
  Source,
  TokenKind,
} from 'graphql/index.js';

/** The longest document read at all; the explorers' and introspection's queries are 1-3 KB. */
export const MAX_DOCUMENT_LENGTH = 32 * 1024;
/**
 * Tokens a document may have (graphql-armor's default). graphql-js's OverlappingFieldsCanBeMerged compares
 * same-named fields pairwise: 250 copies of `workers { totalCount }` (1,000 tokens) cost about 30 ms of
 * validation on the 2-core VM, 500 of them 140 ms. GraphiQL's introspection query has 185 tokens.
 */
export const MAX_TOKENS = 1_000;
/** Fields a document selects with every fragment spread expanded (introspection's: 229). */
export const MAX_EXPANDED_FIELDS = 2_000;

/**
 * A document refused before it was parsed or validated. A plain Error, not a GraphQLError: graphql-http
 * answers it 400 `{ errors: [{ message }] }` whatever the Accept header (a GraphQLError is a 200 under
 * `application/json`), as a refusal of its input before any work must be.
 */
export class GraphqlDocumentRefused extends Error {
  /** Its `extensions.code` in the answer (graphqlRoutes.ts). */
  static readonly code = 'QUERY_TOO_LARGE';
  constructor(key: MessageKey, max?: number) {
    super(formatMessage(key, max === undefined ? {} : { max }));
  }
}

/** Counts the document's tokens up to one past MAX_TOKENS: the lexer's work stops with it. */
function tooManyTokens(source: string): boolean {
  const lexer = new Lexer(new Source(source));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) if (++count > MAX_TOKENS) return true;
  return false;
}

/**
 * The fields the document's operations select with fragments expanded, each fragment counted once and
 * remembered (docs/decisions/bounded-untrusted-documents.md: 23 fragments each spreading the next twice are 4
 * million fields when expanded, and the depth and cost rules walked them all: 108 s). Infinity for a fragment
 * spread within itself, which no valid document has and whose expansion has no end.
 */
export function expandedFieldCount(document: DocumentNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const counted = new Map<string, number>();
  const open = new Set<string>();
  const fieldsOf = (set: SelectionSetNode | undefined): number => {
    let fields = 0;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) fields += 1 + fieldsOf(selection.selectionSet);
      else if (selection.kind === Kind.INLINE_FRAGMENT) fields += fieldsOf(selection.selectionSet);
      else fields += fragmentFields(selection.name.value);
    }
    return fields;
  };
  const fragmentFields = (name: string): number => {
    const known = counted.get(name);
    if (known !== undefined) return known;
    if (open.has(name)) return Number.POSITIVE_INFINITY;
    open.add(name);
    const fields = fieldsOf(fragments.get(name)?.selectionSet);
    open.delete(name);
    counted.set(name, fields);
    return fields;
  };
  let total = 0;
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION) total += fieldsOf(definition.selectionSet);
  return total;
}

/**
 * graphql-http's parse: the document's length and tokens are bounded before it is parsed, the fields it
 * expands to before it is validated, so that the validation rules (the standard ones, depth and cost),
 * whose walks follow every fragment spread, only ever see a document of bounded size. A syntax error
 * stays graphql-js's own GraphQLError.
 */
export function parseBounded(input: string | Source): DocumentNode {
  const source = typeof input === 'string' ? input : input.body;
  if (source.length > MAX_DOCUMENT_LENGTH)
    throw new GraphqlDocumentRefused('graphql.tooLong', MAX_DOCUMENT_LENGTH);
  if (tooManyTokens(source)) throw new GraphqlDocumentRefused('graphql.tooManyTokens', MAX_TOKENS);
  const document = parse(source, { maxTokens: MAX_TOKENS });
  const fields = expandedFieldCount(document);
  if (fields === Number.POSITIVE_INFINITY) throw new GraphqlDocumentRefused('graphql.fragmentCycle');
  if (fields > MAX_EXPANDED_FIELDS)
    throw new GraphqlDocumentRefused('graphql.tooManyFields', MAX_EXPANDED_FIELDS);
  return document;
}

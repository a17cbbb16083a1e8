import { appPageSchema, sessionInfoSchema } from '@portal/contracts';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isPlainSchema, responseSerializerCompiler } from './responseSerializer.ts';

const user = z.object({
  id: z.string(),
  email: z.string(),
  manager: z.object({ id: z.string() }).nullable(),
});
const row = {
  id: 'u1',
  email: 'a@example.com',
  manager: { id: 'u2', passwordHash: 'scrypt$manager' },
  passwordHash: 'scrypt$secret',
  clientSecret: 'shh',
};
/** z.date() has no JSON Schema: this route stays on zod's encode. */
const dated = user.extend({ createdAt: z.date() });
/** A union of objects: fast-json-stringify picks the branch with a validator. */
const either = z.object({
  item: z.union([
    z.object({ kind: z.literal('a'), a: z.string() }),
    z.object({ kind: z.literal('b'), b: z.number() }),
  ]),
});

/** A property called `default`, which is also a JSON Schema keyword the fast path drops. */
const namedDefault = z.object({ name: z.string(), default: z.unknown().optional() });

async function serverWith(routes: (app: ReturnType<typeof build>) => void) {
  const app = build();
  routes(app);
  await app.ready();
  return app;
}
function build() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler());
  return app;
}

const app = await serverWith((s) => {
  s.get('/fast', { schema: { response: { 200: user } } }, async () => row as never);
  s.get('/zod', { schema: { response: { 200: dated } } }, async () => ({
    ...row,
    createdAt: new Date('2026-01-02T03:04:05.000Z'),
  }));
  s.get('/union', { schema: { response: { 200: either } } }, async () => ({
    item: { kind: 'b' as const, b: 2, secret: 'x' },
    hidden: true,
  }));
  s.get('/invalid', { schema: { response: { 200: dated } } }, async () => ({ id: 1 }) as never);
  s.get('/missing', { schema: { response: { 200: user } } }, async () => ({ id: 'u1' }) as never);
  s.get('/named-default', { schema: { response: { 200: namedDefault } } }, async () => ({
    name: 'limit',
    default: 2,
  }));
});
afterAll(() => app.close());

describe('responseSerializerCompiler', () => {
  it('takes the fast path for plain schemas and zod for the rest', () => {
    expect(isPlainSchema(user)).toBe(true);
    expect(isPlainSchema(appPageSchema)).toBe(true);
    expect(isPlainSchema(sessionInfoSchema)).toBe(true);
    expect(isPlainSchema(dated)).toBe(false);
    expect(isPlainSchema(z.object({ n: z.string().transform(Number) }))).toBe(false);
    expect(isPlainSchema(z.object({ n: z.string().default('x') }))).toBe(false);
    expect(isPlainSchema(z.looseObject({ n: z.string() }))).toBe(false);
    expect(isPlainSchema(z.strictObject({ n: z.string() }))).toBe(false);
  });

  it.each([
    ['fast-json-stringify', '/fast'],
    ['zod encode', '/zod'],
  ])('writes no undeclared field, at any depth (%s)', async (_path, url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('passwordHash');
    expect(res.body).not.toContain('scrypt');
    expect(res.body).not.toContain('clientSecret');
    expect(res.json()).toMatchObject({ id: 'u1', email: 'a@example.com', manager: { id: 'u2' } });
    expect(Object.keys(res.json().manager)).toEqual(['id']);
  });

  it('writes what zod writes for a plain schema', async () => {
    const res = await app.inject({ url: '/fast' });
    expect(res.body).toBe(JSON.stringify(user.encode(row as never)));
  });

  it('keeps a property called default (the keyword goes, the name stays)', async () => {
    expect(isPlainSchema(namedDefault)).toBe(true);
    const res = await app.inject({ url: '/named-default' });
    expect(res.json()).toEqual({ name: 'limit', default: 2 });
  });

  it('strips undeclared fields inside a union branch instead of failing', async () => {
    const res = await app.inject({ url: '/union' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ item: { kind: 'b', b: 2 } });
  });

  it.each([
    ['zod encode', '/invalid'],
    ['fast-json-stringify', '/missing'],
  ])('answers 500 for a response that does not match its schema (%s)', async (_path, url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('u1');
  });
});

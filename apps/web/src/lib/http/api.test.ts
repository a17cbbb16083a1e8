import { endpointTable, op } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApi, createApiAll, endpointPath } from './api.ts';
import { HttpError } from './HttpError.ts';
import { createHttpClient } from './httpClient.ts';

const itemParams = z.object({ org: z.string(), id: z.string() });
const itemQuery = z.object({ max: z.coerce.number().optional(), q: z.string().optional() });
const itemBody = z.object({ title: z.string() });
const item = z.object({ id: z.string(), title: z.string() });

const pageQuery = z.object({ start: z.coerce.number().optional(), length: z.coerce.number().optional() });
const itemPage = z.object({ total: z.number(), data: z.array(item) });

const testEndpoints = endpointTable({
  putItem: op<{ params: typeof itemParams; body: typeof itemBody; response: typeof item }>()({
    method: 'PUT',
    path: '/test/v1/orgs/:org/items/:id',
    status: 200,
    access: 'session',
  }),
  listItems: op<{ query: typeof itemQuery; response: z.ZodArray<typeof item> }>()({
    method: 'GET',
    path: '/test/v1/items',
    status: 200,
    access: 'public',
  }),
  pagedItems: op<{
    params: z.ZodObject<{ org: z.ZodString }>;
    query: typeof pageQuery;
    response: typeof itemPage;
  }>()({
    method: 'GET',
    path: '/test/v1/orgs/:org/items',
    status: 200,
    access: 'session',
  }),
  upload: op<{ response: typeof item }>()({
    method: 'POST',
    path: '/test/v1/upload',
    status: 201,
    access: 'session',
  }),
});

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn<(url: string) => void>();
const client = createHttpClient({ navigate, currentLocation: () => ({ pathname: '/x', search: '' }) });
const api = createApi(client);
const apiAll = createApiAll(client);

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api(endpoint, options)', () => {
  it('sends the endpoint’s method to its path with each parameter encoded, and the body as JSON', async () => {
    fetchMock.mockResolvedValue(json({ id: 'a/b', title: 'T' }));
    const answer = await api(testEndpoints.putItem, {
      params: { org: 'o 1', id: 'a/b' },
      body: { title: 'T' },
    });
    expect(answer.title).toBe('T');
    expect(fetchMock.mock.lastCall![0]).toBe('/test/v1/orgs/o%201/items/a%2Fb');
    expect(fetchMock.mock.lastCall![1]!.method).toBe('PUT');
    expect(fetchMock.mock.lastCall![1]!.body).toBe('{"title":"T"}');
  });

  it('sends the query, leaving out what is not set', async () => {
    fetchMock.mockImplementation(async () => json([]));
    await api(testEndpoints.listItems, { query: { max: 10, q: undefined } });
    expect(fetchMock.mock.lastCall![0]).toBe('/test/v1/items?max=10');
    await api(testEndpoints.listItems);
    expect(fetchMock.mock.lastCall![0]).toBe('/test/v1/items');
  });

  it('sends a form as it is to an endpoint without a body schema', async () => {
    fetchMock.mockResolvedValue(json({ id: '1', title: 'T' }, 201));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.zip');
    await api(testEndpoints.upload, { body: form });
    expect(fetchMock.mock.lastCall![1]!.body).toBe(form);
  });

  it('keeps the client’s global handling, and lets a call exclude a status from it', async () => {
    fetchMock.mockImplementation(async () => json({ error: 'forbidden', message: 'no' }, 403));
    await expect(api(testEndpoints.listItems)).rejects.toBeInstanceOf(HttpError);
    expect(navigate).toHaveBeenCalledWith('/forbidden');
    navigate.mockReset();
    await expect(api(testEndpoints.listItems, { excludeFromGlobalHandling: [403] })).rejects.toMatchObject({
      status: 403,
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refuses a call that lacks a path parameter before it leaves', () => {
    expect(() => endpointPath('/a/:id/b', {})).toThrow('/a/:id/b needs the parameter id');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('holds a call to the endpoint’s types', () => {
    // Compile-time checks: each line fails the type check without its directive.
    const wrong = () => {
      // @ts-expect-error the params are required
      void api(testEndpoints.putItem, { body: { title: 'T' } });
      // @ts-expect-error the body must match the body schema
      void api(testEndpoints.putItem, { params: { org: 'o', id: 'i' }, body: { name: 'T' } });
      // @ts-expect-error no such query parameter
      void api(testEndpoints.listItems, { query: { page: 2 } });
      // @ts-expect-error an endpoint with a body schema takes no form
      void api(testEndpoints.putItem, { params: { org: 'o', id: 'i' }, body: new FormData() });
    };
    expect(wrong).toBeTypeOf('function');
  });
});

describe('apiAll(endpoint, options)', () => {
  it('reads every page of a paged endpoint at its path and joins the items', async () => {
    fetchMock.mockImplementation(async (url) => {
      const start = Number(new URL(String(url), 'http://x').searchParams.get('start'));
      return json({ total: 150, data: [{ id: String(start), title: 'T' }] });
    });
    const items = await apiAll(testEndpoints.pagedItems, { params: { org: 'o 1' } });
    expect(items.map((one) => one.id)).toEqual(['0', '100']);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/test/v1/orgs/o%201/items?start=0&length=100',
      '/test/v1/orgs/o%201/items?start=100&length=100',
    ]);
  });
});

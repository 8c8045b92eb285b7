import { ENDPOINTS, type EndpointDef } from '@filebridge/contracts';
import { ApiClient, createTestDatabase, startApp, testEnv, type RunningApp, type TestDatabase } from '@filebridge/test-support';

type Node = Record<string, unknown>;

/**
 * Every schema in the document that describes nothing: an object with no properties, no
 * additionalProperties and no $ref, allOf, oneOf or anyOf.
 */
function emptySchemas(value: unknown, path = '#'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => emptySchemas(v, `${path}/${i}`));
  if (!value || typeof value !== 'object') return [];
  const node = value as Node;
  const empty =
    node.type === 'object' &&
    (!node.properties || Object.keys(node.properties as Node).length === 0) &&
    node.additionalProperties === undefined &&
    ['$ref', 'allOf', 'oneOf', 'anyOf'].every((k) => node[k] === undefined);
  return [...(empty ? [path] : []), ...Object.entries(node).flatMap(([k, v]) => emptySchemas(v, `${path}/${k}`))];
}

describe('the OpenAPI document', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let doc: { paths: Record<string, Record<string, Node>>; components: { schemas: Record<string, Node> } };
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startApp(testEnv({ DATABASE_URL: db.url }));
    const res = await new ApiClient(app.url).get('/api/docs-json');
    expect(res.status).toBe(200);
    doc = res.body;
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('describes every schema: no object without properties', () => {
    expect(emptySchemas(doc)).toEqual([]);
  });

  it('holds every entry of the endpoint table with its parameters, body, answer and errors', () => {
    const problems: string[] = [];
    for (const [name, e] of Object.entries(ENDPOINTS as Record<string, EndpointDef>)) {
      const op = doc.paths[e.path.replace(/:(\w+)/g, '{$1}')]?.[e.method.toLowerCase()] as
        | { operationId: string; parameters?: { name: string; in: string }[]; requestBody?: unknown; responses: Record<string, Node> }
        | undefined;
      if (!op) {
        problems.push(`${name}: ${e.method} ${e.path} is missing`);
        continue;
      }
      const parameters = (op.parameters ?? []).map((p) => `${p.in}:${p.name}`).sort();
      const declared = [
        ...Object.keys(e.params?.shape ?? {}).map((p) => `path:${p}`),
        ...Object.keys(e.query?.shape ?? {}).map((p) => `query:${p}`),
        ...Object.keys(e.headers?.shape ?? {}).map((p) => `header:${p}`),
      ].sort();
      if (JSON.stringify(parameters) !== JSON.stringify(declared)) problems.push(`${name}: parameters ${parameters} ≠ ${declared}`);
      if (Boolean(e.body) !== Boolean(op.requestBody)) problems.push(`${name}: request body ${e.body ? 'missing' : 'unexpected'}`);
      const statuses = Object.keys(op.responses).sort();
      const expected = [...new Set([e.status, ...e.errors])].map(String).sort();
      if (JSON.stringify(statuses) !== JSON.stringify(expected)) problems.push(`${name}: answers ${statuses} ≠ ${expected}`);
      for (const status of e.errors) {
        const schema = JSON.stringify(op.responses[status]);
        if (!schema.includes('#/components/schemas/ApiError')) problems.push(`${name}: ${status} lacks the error shape`);
        if (status === 400 && !schema.includes('#/components/schemas/ValidationError')) problems.push(`${name}: 400 lacks ValidationError`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives the 409 of an order its price_changed answer, and answers with real properties', () => {
    expect(JSON.stringify(doc.paths['/api/order/create']!.post!.responses)).toContain('#/components/schemas/PriceChangedError');
    expect(Object.keys(doc.components.schemas.OrderCreateRequest!.properties as Node)).toEqual(
      expect.arrayContaining(['serviceSlug', 'packageId', 'businessInfo', 'customerInfo', 'pricing']),
    );
    expect(doc.components.schemas.PriceChangedError).toBeDefined();
  });

  it('serves the reading UI', async () => {
    const ui = await new ApiClient(app.url).get('/api/docs');
    expect(ui.status).toBe(200);
    expect(String(ui.body)).toContain('swagger');
  });
});

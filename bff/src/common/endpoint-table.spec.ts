import { RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { ENDPOINTS, type EndpointDef } from '@filebridge/contracts';
import { createTestDatabase, discoverRoutes, startApp, testEnv, type RunningApp, type TestDatabase } from '@filebridge/test-support';
import { AudienceGuard } from './audience.guard';
import { ENDPOINT_KEY } from './endpoint-metadata';

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** Every handler Nest mounted, with the metadata its decorators left on it. */
function handlers(app: RunningApp['app']) {
  const scanner = new MetadataScanner();
  return [...app.get(ModulesContainer).values()]
    .flatMap((m) => [...m.controllers.values()])
    .flatMap(({ instance }) => {
      if (!instance) return [];
      const proto = Object.getPrototypeOf(instance) as Record<string, object>;
      return scanner
        .getAllMethodNames(proto)
        .map((name) => ({ name: `${instance.constructor.name}.${name}`, handler: proto[name]! }))
        .filter(({ handler }) => Reflect.getMetadata(PATH_METADATA, handler) !== undefined);
    });
}

describe('the endpoint table and the routes the bff mounts', () => {
  let db: TestDatabase;
  let app: RunningApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startApp(testEnv({ DATABASE_URL: db.url }));
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('match one to one: every entry is mounted at its method and path, and no route is mounted outside the table', () => {
    const table = Object.values(ENDPOINTS as Record<string, EndpointDef>)
      .map(key)
      .sort();
    expect(discoverRoutes(app.app).map(key).sort()).toEqual(table);
    const fastify = app.app.getHttpAdapter().getInstance();
    const unmounted = Object.values(ENDPOINTS as Record<string, EndpointDef>).filter(
      (e) => !fastify.hasRoute({ method: e.method, url: e.path }),
    );
    expect(unmounted.map(key)).toEqual([]);
  });

  it('declare each route by its entry, which its guard and its audience come from', () => {
    const entries = new Set<EndpointDef>(Object.values(ENDPOINTS));
    const problems: string[] = [];
    for (const { name, handler } of handlers(app.app)) {
      const entry = Reflect.getMetadata(ENDPOINT_KEY, handler) as EndpointDef | undefined;
      if (!entry || !entries.has(entry)) {
        problems.push(`${name} is not declared by an ENDPOINTS entry`);
        continue;
      }
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      if (method !== entry.method) problems.push(`${name} answers ${method}, its entry says ${entry.method}`);
      const guards = (Reflect.getMetadata(GUARDS_METADATA, handler) ?? []) as unknown[];
      if (!guards.includes(AudienceGuard)) problems.push(`${name} has no audience guard`);
    }
    expect(problems).toEqual([]);
    const routes = discoverRoutes(app.app);
    for (const e of Object.values(ENDPOINTS as Record<string, EndpointDef>))
      expect({ route: key(e), audience: routes.find((r) => key(r) === key(e))?.audience }).toEqual({ route: key(e), audience: e.audience });
  });
});

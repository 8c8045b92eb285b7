import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { AUDIENCE_KEY } from '../../bff/src/common';
import type { RunningApp } from './app';

export type Audience = 'public' | 'customer' | 'admin';
export interface Route {
  method: string;
  path: string;
  audience: Audience | undefined;
}

/** Every route Nest knows, with the audience its decorator declared — read from the router itself. */
export function discoverRoutes(app: RunningApp['app']): Route[] {
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  const routes: Route[] = [];
  const controllers = [...app.get(ModulesContainer).values()].flatMap((m) => [...m.controllers.values()]);
  for (const wrapper of controllers) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const base = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
    for (const name of scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
      const handler = (instance as Record<string, (...args: unknown[]) => unknown>)[name]!;
      const path = Reflect.getMetadata(PATH_METADATA, handler);
      if (path === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number]!;
      const full = ['', ...[base, String(path)].filter((s) => s && s !== '/')].join('/').replace(/\/+/g, '/');
      routes.push({
        method,
        path: full === '/metrics' ? '/metrics' : `/api${full}`,
        audience: reflector.get<Audience>(AUDIENCE_KEY, handler),
      });
    }
  }
  return routes;
}

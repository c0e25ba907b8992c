import type { FastifyInstance } from 'fastify';

/** One served route: method and URL pattern as registered (e.g. 'DELETE /api/admin/users/:id'). */
export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, collected as they register (for sweeps over the table). */
    routeTable: RouteEntry[];
  }
}

/**
 * Collects the route table with an onRoute hook. Call before any route is registered. The
 * admin and maintenance tests sweep it, so a route added later is covered without editing them.
 */
export function registerRouteTable(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') table.push({ method, url: route.url });
    }
  });
}

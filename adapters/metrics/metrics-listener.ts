import { createServer, type Server } from 'node:http';
import type { PrometheusMetrics } from './prometheus-metrics.js';

/** A bare HTTP server answering GET /metrics (and 404 to anything else): the METRICS_PORT listener. */
export function metricsListener(metrics: PrometheusMetrics): Server {
  return createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.render().then(
      (text) => response.writeHead(200, { 'Content-Type': metrics.contentType(), 'Cache-Control': 'no-store' }).end(request.method === 'HEAD' ? undefined : text),
      () => response.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics failed\n'),
    );
  });
}

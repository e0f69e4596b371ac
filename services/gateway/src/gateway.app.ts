import 'reflect-metadata';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { answerClientErrorsInEnvelope, PinoNestLogger } from '@leadgen/service-kit';
import express from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { bodyErrorHandler, EnvelopeFilter, refuseDeepNesting } from './api/envelope.filter.js';
import { oneClickFormBody } from './api/one-click-form.body.js';
import { buildOpenApi } from './docs/openapi.js';
import type { GatewayEnv } from './env.js';
import { GatewayModule } from './gateway.module.js';
import { startDraining } from './observability/ops.controller.js';
import { inFlightRequests, requestContext } from './observability/request-context.js';
import { appUrlFront, listenOnAppUrl } from './web/web.listener.js';

export interface RunningGateway {
  app: NestExpressApplication;
  url: string;
  /** The app's address (the web port) when WEB_PORT is set: the front ends and the API on one port. */
  webUrl?: string;
  /** Stops accepting, lets in-flight requests finish (up to the grace period), then closes. */
  close(): Promise<void>;
}

export async function createGateway(env: GatewayEnv, logger: Logger): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(GatewayModule.forEnv(env), {
    bodyParser: false,
    logger: new PinoNestLogger(logger),
  });
  // req.ip, the address sign-in and access limits count, is the client address the trusted proxies
  // in front report; a header from anyone else is ignored.
  app.set('trust proxy', env.TRUST_PROXY);
  // API answers change per request; hashing each body for an ETag costs CPU and buys nothing.
  app.set('etag', false);
  app.disable('x-powered-by');
  // First: a page or file asked of the app's address never passes through the API's logging,
  // metrics, headers and body parsing; the API's requests there go on as on the gateway's port.
  if (env.WEB_PORT !== undefined) app.use(appUrlFront(env));
  app.use(requestContext(logger));
  app.use(securityHeaders());
  if (env.CORS_ORIGINS.length > 0) {
    app.enableCors({ origin: env.CORS_ORIGINS, exposedHeaders: ['x-request-id', 'content-disposition'] });
  }
  app.use(express.json({ limit: env.BODY_LIMIT, strict: false, verify: refuseDeepNesting }));
  app.use(oneClickFormBody(env.BODY_LIMIT));
  app.use(bodyErrorHandler);
  app.useGlobalFilters(new EnvelopeFilter(logger));
  SwaggerModule.setup('api/docs', app, () => buildOpenApi(process.env.npm_package_version ?? '0.1.0') as never, {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
  return app;
}

/**
 * Swagger UI needs inline scripts; everything else gets the strict default policy. HSTS only on
 * answers that went out over https (directly, or per X-Forwarded-Proto from a trusted proxy such as
 * a TLS-terminating load balancer): on plain http it promises something the connection does not keep.
 */
function securityHeaders(): express.RequestHandler {
  const strict = helmet({ strictTransportSecurity: false });
  const docs = helmet({ contentSecurityPolicy: false, strictTransportSecurity: false });
  const hsts = helmet.strictTransportSecurity();
  return (req, res, next) =>
    (req.path.startsWith('/api/docs') ? docs : strict)(req, res, (err?: unknown) => {
      if (err || !req.secure) return next(err);
      hsts(req, res, next);
    });
}

/**
 * Creates the gateway, connects it (NATS, its event subscriptions) and then listens. `beforeListening`
 * holds a standby there: everything but the port is ready when it takes over, so a killed gateway
 * is replaced in the time a port takes to open, not the time Nest takes to start under load.
 */
export async function startGateway(
  env: GatewayEnv,
  logger: Logger,
  port = env.GATEWAY_PORT,
  beforeListening: () => Promise<void> = async () => {},
): Promise<RunningGateway> {
  const app = await createGateway(env, logger);
  answerClientErrorsInEnvelope(app.getHttpServer() as Server);
  await app.init();
  await beforeListening();
  await app.listen(port, env.GATEWAY_HOST);
  const server = app.getHttpServer() as Server;
  const { port: bound } = server.address() as AddressInfo;
  const web =
    env.WEB_PORT === undefined
      ? undefined
      : await listenOnAppUrl(app.getHttpAdapter().getInstance(), env.WEB_PORT, env.WEB_HOST);
  const servers = web ? [server, web.server] : [server];
  let closing: Promise<void> | undefined;
  return {
    app,
    url: `http://${env.GATEWAY_HOST}:${bound}`,
    webUrl: web && `http://${env.WEB_HOST}:${web.port}`,
    close() {
      closing ??= (async () => {
        startDraining();
        const stopped = Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
        for (const s of servers) s.closeIdleConnections();
        const deadline = Date.now() + env.SHUTDOWN_GRACE_MS;
        while (inFlightRequests() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
        for (const s of servers) s.closeAllConnections();
        await stopped;
        await app.close();
      })();
      return closing;
    },
  };
}

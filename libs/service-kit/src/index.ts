export * from './env.js';
export * from './logger.js';
export * from './rpc-error.js';
export * from './rpc-caller.js';
export * from './zod-payload.pipe.js';
export * from './route.decorator.js';
export * from './health.controller.js';
export * from './usage.emitter.js';
export * from './usage.stream.js';
export * from './lead-learned.emitter.js';
export * from './bootstrap.js';
export * from './service-main.js';

export * from './rpc-wire.js';
export * from './reply-compression.interceptor.js';
export * from './csv.writer.js';
export * from './client-error.handler.js';
export * from './nats.client.js';

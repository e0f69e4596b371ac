// What a test needs to run the gateway in-process against a NATS URL: its settings, its start-up,
// and the few values of its own that tests assert on. Tests import this as `@leadgen/gateway/testing`.
export { GatewayEnvSchema, type GatewayEnv } from '../src/env.js';
export { startGateway, type RunningGateway } from '../src/gateway.app.js';
export { DEMO_SITE_BANNER_TEXT } from '../src/demo-sites/demo-site.page.js';
export { DEMO_SITE_PAGES_PER_MINUTE } from '../src/demo-sites/demo-sites.throttler.js';
export { NoReplyError, ReplyMux } from '../src/rpc.mux.js';
export { RpcClient } from '../src/rpc.client.js';

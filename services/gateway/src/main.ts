import { awaitTakeOver, createLogger, keepCompiledCode, loadEnv } from '@leadgen/service-kit';
import { GatewayEnvSchema } from './env.js';
import { startGateway } from './gateway.app.js';

const logger = createLogger('gateway');
try {
  const env = loadEnv(GatewayEnvSchema);
  const gateway = await startGateway(env, logger, env.GATEWAY_PORT, awaitTakeOver);
  logger.info({ url: gateway.url, app_url: gateway.webUrl, demo_mode: env.DEMO_MODE }, 'gateway listening');
  keepCompiledCode();
  const stop = async (signal: string) => {
    logger.info({ signal }, 'draining in-flight requests');
    await gateway.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
} catch (err) {
  logger.fatal((err as Error).message);
  process.exit(1);
}

import { RuntimeConfigSchema } from '@leadgen/contracts';
import { loadEnv } from '@leadgen/service-kit';
import { GatewayEnvSchema } from '../env.js';
import { runtimeConfig } from './runtime-config.js';

const configOf = (settings: Record<string, string>) =>
  RuntimeConfigSchema.parse(runtimeConfig(loadEnv(GatewayEnvSchema, settings), '1.2.3'));

describe('the runtime config the front ends read', () => {
  it('names the simulated mailbox page in demo mode, where the wizard links to it', () => {
    expect(configOf({ MAILBOX_PAGE_URL: 'http://127.0.0.1:1080' })).toEqual({
      demo_mode: true,
      version: '1.2.3',
      mailbox_url: 'http://127.0.0.1:1080',
    });
  });

  it('names no mailbox without one, or outside demo mode', () => {
    expect(configOf({}).mailbox_url).toBeNull();
    expect(configOf({ MAILBOX_PAGE_URL: '' }).mailbox_url).toBeNull();
    expect(configOf({ DEMO_MODE: 'false', MAILBOX_PAGE_URL: 'http://127.0.0.1:1080' })).toMatchObject({
      demo_mode: false,
      mailbox_url: null,
    });
  });
});

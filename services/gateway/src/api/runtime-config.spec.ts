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
      language_model: false,
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

  it('says whether a language model is configured, as the services decide it, and nothing of its settings', () => {
    expect(configOf({}).language_model).toBe(false);
    expect(configOf({ OPENAI_API_KEY: 'sk-test' }).language_model).toBe(false);
    expect(configOf({ OPENAI_MODEL: 'gpt-4o-mini' }).language_model).toBe(false);
    expect(configOf({ OPENAI_MODEL: 'gpt-4o-mini', OPENAI_API_KEY: '' }).language_model).toBe(false);
    expect(configOf({ OPENAI_MODEL: 'gpt-4o-mini', OPENAI_API_KEY: 'sk-test' }).language_model).toBe(true);
    expect(configOf({ OPENAI_MODEL: 'local', OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1' }).language_model).toBe(true);
    expect(JSON.stringify(configOf({ OPENAI_MODEL: 'gpt-4o-mini', OPENAI_API_KEY: 'sk-test' }))).not.toMatch(
      /sk-test|gpt-4o-mini/,
    );
  });
});

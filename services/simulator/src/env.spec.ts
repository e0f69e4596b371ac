import { loadSimulatorEnv } from './env.js';

describe("the simulator's settings for the demo rep's INBOX and the restaurants' answers", () => {
  it('serves IMAP on 1143 and answers with the shares, 10 to 60 s after a send, by default', () => {
    expect(loadSimulatorEnv({})).toMatchObject({ SIMULATOR_IMAP_PORT: 1143, SIMULATOR_ANSWERS: 'on' });
    expect(loadSimulatorEnv({}).SIMULATOR_ANSWER_DELAY_MS).toBeUndefined();
    expect(loadSimulatorEnv({ SIMULATOR_ANSWER_DELAY_MS: '' }).SIMULATOR_ANSWER_DELAY_MS).toBeUndefined();
  });

  it('takes another port, a fixed delay, and who answers', () => {
    expect(
      loadSimulatorEnv({ SIMULATOR_IMAP_PORT: '0', SIMULATOR_ANSWER_DELAY_MS: '200', SIMULATOR_ANSWERS: 'off' }),
    ).toMatchObject({ SIMULATOR_IMAP_PORT: 0, SIMULATOR_ANSWER_DELAY_MS: 200, SIMULATOR_ANSWERS: 'off' });
    expect(loadSimulatorEnv({ SIMULATOR_ANSWERS: 'out_of_office' }).SIMULATOR_ANSWERS).toBe('out_of_office');
  });

  it('refuses a delay or a choice it does not know', () => {
    expect(() => loadSimulatorEnv({ SIMULATOR_ANSWER_DELAY_MS: 'soon' })).toThrow(/SIMULATOR_ANSWER_DELAY_MS/);
    expect(() => loadSimulatorEnv({ SIMULATOR_ANSWERS: 'sometimes' })).toThrow(/SIMULATOR_ANSWERS/);
    expect(() => loadSimulatorEnv({ SIMULATOR_IMAP_PORT: '70000' })).toThrow(/SIMULATOR_IMAP_PORT/);
  });
});

import { checkSmtpHost } from './smtp-host.policy.js';

const resolvesTo = (addresses: string[]) => async () => addresses;

describe("a rep's SMTP host in production", () => {
  it('takes a mail server with public addresses', async () => {
    expect(await checkSmtpHost('smtp.example.com', resolvesTo(['93.184.215.14']))).toEqual({ ok: true });
  });

  it('refuses this machine, private networks and cloud metadata, by name or by address', async () => {
    for (const [host, addresses] of [
      ['localhost', []],
      ['mail.internal', []],
      ['127.0.0.1', []],
      ['169.254.169.254', []],
      ['relay.example.com', ['10.0.0.5']],
      ['mixed.example.com', ['93.184.215.14', '192.168.1.2']],
      ['v6.example.com', ['::1']],
    ] as const) {
      expect(await checkSmtpHost(host, resolvesTo([...addresses]))).toMatchObject({
        ok: false,
        message: expect.stringContaining('local and private addresses are refused'),
      });
    }
  });

  it('says when the name does not resolve', async () => {
    const fails = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await checkSmtpHost('nowhere.example', fails)).toEqual({
      ok: false,
      message: 'The SMTP host nowhere.example was not found: check its name.',
    });
  });
});

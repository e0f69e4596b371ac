import { pinMailHost } from './mail-host.pin.js';

describe("a rep's mail host, checked at every connection", () => {
  it('connects to the public address it checked, with the name for the certificate', async () => {
    const pinned = await pinMailHost('imap.example.com', false, 'IMAP', async () => ['93.184.215.14']);
    expect(pinned).toEqual({ ok: true, target: { host: '93.184.215.14', servername: 'imap.example.com' } });
  });
  it('refuses a name that now points inside', async () => {
    const pinned = await pinMailHost('smtp.example.com', false, 'SMTP', async () => ['10.0.0.7']);
    expect(pinned).toEqual({
      ok: false,
      message: 'The SMTP host must be a mail server on the internet: local and private addresses are refused.',
    });
    expect(await pinMailHost('127.0.0.1', false, 'IMAP')).toMatchObject({ ok: false });
  });
  it('takes the host as given where private hosts are allowed (local test servers)', async () => {
    expect(await pinMailHost('127.0.0.1', true, 'IMAP')).toEqual({
      ok: true,
      target: { host: '127.0.0.1', servername: '127.0.0.1' },
    });
  });
});

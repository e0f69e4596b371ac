import type { RpcException } from '@nestjs/microservices';
import type { SiteContacts } from '@leadgen/contracts';
import { SiteReaderError, type SiteReader } from '@leadgen/site-reader';
import { createContactsSource, type ReadContactsFn } from './contacts.source.js';

const env = {
  CONTACTS_MAX_PAGES: 6,
  SITE_FETCH_TIMEOUT_MS: 1_000,
  SITE_MAX_BYTES: 100_000,
  SITE_ALLOW_PRIVATE_HOSTS: [],
};
const reader = {} as SiteReader;
const nothingFound = { emails: [], phones: [], people: [] } as unknown as SiteContacts;

async function refusal(read: ReadContactsFn, url: string): Promise<unknown> {
  const err = await createContactsSource(env, read, reader)
    .find(url)
    .then(
      () => null,
      (e: RpcException) => e,
    );
  return err?.getError();
}

describe("a restaurant's website read for its contacts", () => {
  it('reads at most the pages the settings allow, with the reader it was given', async () => {
    const calls: unknown[] = [];
    const read: ReadContactsFn = (r, url, options) => {
      calls.push([r, url, options]);
      return Promise.resolve(nothingFound);
    };
    await expect(createContactsSource(env, read, reader).find('https://casaverde.example/')).resolves.toBe(
      nothingFound,
    );
    expect(calls).toEqual([[reader, 'https://casaverde.example/', { maxPages: 6 }]]);
  });

  it('refuses an address the reader will not fetch as bad input, in its words', async () => {
    const read: ReadContactsFn = () => Promise.reject(new SiteReaderError('BLOCKED_ADDRESS'));
    expect(await refusal(read, 'http://10.0.0.7/')).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      error: 'Could not read http://10.0.0.7/: This address points to a private network and cannot be fetched.',
    });
  });

  it('says a site that failed could not be read, and why', async () => {
    const read: ReadContactsFn = () => Promise.reject(new SiteReaderError('TIMEOUT'));
    expect(await refusal(read, 'https://slow.example/')).toMatchObject({
      code: 'UPSTREAM_FAILED',
      error: 'Could not read https://slow.example/: The website took too long to answer.',
    });
  });

  it('lets any other failure through as it is', async () => {
    const read: ReadContactsFn = () => Promise.reject(new TypeError('bug'));
    await expect(createContactsSource(env, read, reader).find('https://x.example/')).rejects.toThrow('bug');
  });
});

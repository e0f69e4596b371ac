import { sampleScoredLead } from '@leadgen/contracts/testing';
import { rpcError } from '@leadgen/service-kit';
import { SiteReaderError } from '@leadgen/site-reader';
import { sampleSite } from '../../testing/site-summary.js';
import type { SiteSource } from '../site/site.source.js';
import { readLeadSite, unreadableReason, websiteUrl } from './lead-pitch.reading.js';

const answering = (fn: SiteSource['read']): SiteSource & { asked: string[] } => {
  const asked: string[] = [];
  return { asked, read: (url) => (asked.push(url), fn(url)) };
};
const lead = {
  ...sampleScoredLead,
  website: 'https://casa-verde.example.com',
  operating_hours: { weekday_text: ['Monday: Closed'] },
};

describe("reading a lead's website for its pitch", () => {
  it('hands back the site when it was read', async () => {
    const sites = answering(async () => sampleSite());
    const reading = await readLeadSite(sites, lead);
    expect(reading).toEqual({ site: sampleSite(), note: null });
    expect(sites.asked).toEqual(['https://casa-verde.example.com']);
  });

  it('says there is no website to read, without asking the reader', async () => {
    const sites = answering(async () => sampleSite());
    const reading = await readLeadSite(sites, { ...lead, website: '  ' });
    expect(reading.site).toBeNull();
    expect(reading.note).toBe(
      'No website is listed for Casa Verde Taqueria. This pitch is written from the listing (cuisine, rating, reviews, locations and hours).',
    );
    expect(sites.asked).toEqual([]);
  });

  it("gives the reader's own reason when the site cannot be read", async () => {
    const notFound = answering(async (url) => {
      throw rpcError('UPSTREAM_FAILED', `Could not read ${url}: The website address could not be found.`);
    });
    expect((await readLeadSite(notFound, lead)).note).toBe(
      'The website casa-verde.example.com could not be read: The website address could not be found. This pitch is written from the listing instead (cuisine, rating, reviews, locations and hours).',
    );
    const refused = answering(async () => {
      throw new SiteReaderError('HTTP_STATUS', { status: 403 });
    });
    expect((await readLeadSite(refused, lead)).note).toMatch(
      /^The website casa-verde\.example\.com could not be read: The website answered 403 \(access denied\)\. /,
    );
  });

  it('treats a page that only renders with scripts as not read', async () => {
    const reading = await readLeadSite(
      answering(async () => sampleSite({ thin: true })),
      lead,
    );
    expect(reading.site).toBeNull();
    expect(reading.note).toMatch(
      /^The website casaverde\.example\.com shows almost nothing without running scripts, so it could not be read\./,
    );
  });

  it('lets a fault of the service itself through', async () => {
    await expect(
      readLeadSite(
        answering(async () => Promise.reject(new TypeError('boom'))),
        lead,
      ),
    ).rejects.toThrow('boom');
    expect(unreadableReason(new Error('x'))).toBeNull();
  });

  it('reads a listed address without a scheme as https', () => {
    expect(websiteUrl('casaverde.com/menu')).toBe('https://casaverde.com/menu');
    expect(websiteUrl(' http://casaverde.com ')).toBe('http://casaverde.com');
  });
});

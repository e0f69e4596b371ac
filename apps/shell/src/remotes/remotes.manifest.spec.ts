import { parseRemotesManifest, RemotesManifestError } from './remotes.manifest.js';

const BASE = 'http://localhost:3000/app';

describe('parseRemotesManifest', () => {
  it('resolves relative URLs against the page', () => {
    expect(
      parseRemotesManifest(
        {
          search_mfe: '/remotes/search-mfe/mf-manifest.json',
          analysis_mfe: 'https://cdn.example.com/analysis/mf-manifest.json',
          diagnostic_mfe: ' http://127.0.0.1:9/mf-manifest.json ',
        },
        BASE,
      ),
    ).toEqual({
      search_mfe: 'http://localhost:3000/remotes/search-mfe/mf-manifest.json',
      analysis_mfe: 'https://cdn.example.com/analysis/mf-manifest.json',
      diagnostic_mfe: 'http://127.0.0.1:9/mf-manifest.json',
    });
  });

  it('leaves out missing, blank, non-string and non-http entries but keeps the rest', () => {
    expect(
      parseRemotesManifest(
        { search_mfe: '', analysis_mfe: 42, diagnostic_mfe: 'javascript:alert(1)', other_mfe: '/x.json' },
        BASE,
      ),
    ).toEqual({});
    expect(parseRemotesManifest({ search_mfe: '/s.json' }, BASE)).toEqual({
      search_mfe: 'http://localhost:3000/s.json',
    });
  });

  it.each([null, 'text', [1], 3])('rejects %p', (value) => {
    expect(() => parseRemotesManifest(value, BASE)).toThrow(RemotesManifestError);
  });
});

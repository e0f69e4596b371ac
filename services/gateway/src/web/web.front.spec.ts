import { isGatewayPath, remoteOrigins, remotesManifest } from './web.front.js';

describe("the app address: what is the gateway's and where the remotes are", () => {
  it("builds remotes.json from the settings, defaulting to the copies served on the app's address", () => {
    const manifest = remotesManifest({ REMOTE_DIAGNOSTIC_MFE_URL: 'https://cdn.example.com/diag/mf-manifest.json' });
    expect(manifest).toEqual({
      search_mfe: '/remotes/search-mfe/mf-manifest.json',
      analysis_mfe: '/remotes/analysis-mfe/mf-manifest.json',
      diagnostic_mfe: 'https://cdn.example.com/diag/mf-manifest.json',
    });
    expect(remoteOrigins(manifest)).toEqual(['https://cdn.example.com']);
  });

  it("sends the API, the demo sites and the health checks on to the gateway's routes, and nothing that only starts like them", () => {
    for (const path of ['/api', '/api/cuisine-types', '/demo-sites/casa.example.net/', '/healthz', '/readyz'])
      expect([path, isGatewayPath(path)]).toEqual([path, true]);
    for (const path of ['/', '/app', '/apis', '/healthzz', '/metrics', '/remotes/search-mfe/main.js'])
      expect([path, isGatewayPath(path)]).toEqual([path, false]);
  });
});

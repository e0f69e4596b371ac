import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isGatewayPath, remoteBuilt, remoteOrigins, remotesManifest } from './web.front.js';

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

  it('lists Outreach only where its URL is set or its build is here', () => {
    expect(remotesManifest({}, () => false)).not.toHaveProperty('outreach_mfe');
    expect(remotesManifest({}, (dir) => dir === 'outreach-mfe').outreach_mfe).toBe(
      '/remotes/outreach-mfe/mf-manifest.json',
    );
    const elsewhere = remotesManifest({ REMOTE_OUTREACH_MFE_URL: 'https://mail.example.com/mf-manifest.json' });
    expect(elsewhere.outreach_mfe).toBe('https://mail.example.com/mf-manifest.json');
    expect(remoteOrigins(elsewhere)).toEqual(['https://mail.example.com']);
  });

  it('sees a remote built after it started, and one removed since', () => {
    const apps = mkdtempSync(path.join(os.tmpdir(), 'web-front-'));
    try {
      expect(remoteBuilt(apps, 'outreach-mfe')).toBe(false);
      mkdirSync(path.join(apps, 'outreach-mfe', 'dist'), { recursive: true });
      expect(remoteBuilt(apps, 'outreach-mfe')).toBe(false);
      writeFileSync(path.join(apps, 'outreach-mfe', 'dist', 'mf-manifest.json'), '{}');
      expect(remoteBuilt(apps, 'outreach-mfe')).toBe(true);
      rmSync(path.join(apps, 'outreach-mfe'), { recursive: true });
      expect(remoteBuilt(apps, 'outreach-mfe')).toBe(false);
    } finally {
      rmSync(apps, { recursive: true, force: true });
    }
  });

  it("sends the API, the demo sites and the health checks on to the gateway's routes, and nothing that only starts like them", () => {
    for (const path of ['/api', '/api/cuisine-types', '/demo-sites/casa.example.net/', '/healthz', '/readyz'])
      expect([path, isGatewayPath(path)]).toEqual([path, true]);
    for (const path of [
      '/',
      '/app',
      '/apis',
      '/healthzz',
      '/metrics',
      '/remotes/search-mfe/main.js',
      '/unsubscribe/abc',
    ])
      expect([path, isGatewayPath(path)]).toEqual([path, false]);
  });
});

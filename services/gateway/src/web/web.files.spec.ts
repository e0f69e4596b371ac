import { cacheControlFor, IMMUTABLE, REVALIDATE } from './web.files.js';

describe('how long a built file may be kept', () => {
  it('keeps a file named by its content hash for a year, with its precompressed siblings and source map', () => {
    for (const file of [
      '/a/dist/144.77475c818a.js',
      '/a/dist/__federation_expose_App.0e94bc0f19.js.br',
      '/a/dist/main.0123456789.js.gz',
      '/a/dist/41.7534677027.js.map',
    ]) {
      expect([file, cacheControlFor(file)]).toEqual([file, IMMUTABLE]);
    }
  });

  it('has the browser ask again for index.html, manifests and entry files, which change in place', () => {
    for (const file of [
      '/a/dist/index.html',
      '/a/dist/index.html.br',
      '/a/dist/main.js',
      '/a/dist/main.js.gz',
      '/a/dist/remoteEntry.js',
      '/a/dist/mf-manifest.json',
    ]) {
      expect([file, cacheControlFor(file)]).toEqual([file, REVALIDATE]);
    }
  });

  it('does not take a short or non-hex name part for a content hash', () => {
    for (const file of [
      '/a/dist/vendor.0123456789a.js',
      '/a/dist/app.012345678.js',
      '/a/dist/app.0123456789.',
      '/a/dist/page.abcdefghij.js',
    ]) {
      expect([file, cacheControlFor(file)]).toEqual([file, REVALIDATE]);
    }
  });
});

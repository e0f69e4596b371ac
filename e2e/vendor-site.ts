import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fictional restaurant-technology vendor's website ('TableTurn', example.com addresses), served
 * on 127.0.0.1 for the Business Analysis tab to read: the rep's own company in the custom-pitch
 * browser test. The analysis service may read it only with SITE_ALLOW_PRIVATE_HOSTS=127.0.0.1.
 */
const HOME = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>TableTurn | Never miss a booking again</title>
  <meta name="description" content="TableTurn turns missed calls into booked tables and takeout orders for independent restaurants.">
  <meta property="og:site_name" content="TableTurn">
</head>
<body>
  <header><h1>TableTurn</h1><nav><a href="/">Home</a> <a href="mailto:hello@tableturn.example.com">Contact</a></nav></header>
  <main>
    <p>TableTurn turns missed calls into booked tables and takeout orders for independent restaurants.</p>
    <h2>AI phone answering</h2>
    <p>Every call is answered, even at the peak of dinner service, so no booking goes to voicemail.</p>
    <h2>Commission-free online ordering</h2>
    <p>Guests order straight from the restaurant website; owners keep the margin delivery apps take.</p>
    <h2>Built for restaurant owners and general managers</h2>
    <p>Owners grow revenue without adding staff; managers run calmer shifts with fewer phone interruptions.</p>
    <h2>Multi-location groups</h2>
    <p>Groups see every location's calls and orders in one report.</p>
    <p>Restaurants on TableTurn answer 98% of calls.</p>
  </main>
  <footer><p>TableTurn, 100 Example Way, Springfield. hello@tableturn.example.com</p></footer>
</body>
</html>`;

export interface VendorSite {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

export async function serveVendorSite(): Promise<VendorSite> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '/');
    if (req.url === '/' || req.url === '/index.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(HOME);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Not found</title><h1>Not found</h1>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

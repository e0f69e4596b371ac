// Serves one built remote on its own port with CORS, as its team would deploy it alone.
// Usage (from the app folder or the root): node tools/serve-static.mjs search-mfe [port]
import './node-version.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import helmet from 'helmet';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [name = 'search-mfe', portArg] = process.argv.slice(2);
const port = Number(portArg ?? process.env.PORT ?? 3100);
const dist = path.join(root, 'apps', name, 'dist');
const app = express();
app.disable('x-powered-by');
// Plain http on loopback, so no HSTS; the shell that loads these files may live on another origin.
app.use(helmet({ strictTransportSecurity: false, crossOriginResourcePolicy: { policy: 'cross-origin' } }));
app.use((req, res, next) => {
  res.setHeader('access-control-allow-origin', '*');
  next();
});
app.use(express.static(dist));
app.listen(port, '127.0.0.1', () => console.log(`${name} on http://localhost:${port}/mf-manifest.json`));

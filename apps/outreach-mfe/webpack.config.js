import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedApp } from '../../tools/webpack/federated-app.mjs';

export default federatedApp({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'outreach_mfe',
  title: 'Outreach module (standalone)',
  exposes: { './App': './src/app.tsx' },
});

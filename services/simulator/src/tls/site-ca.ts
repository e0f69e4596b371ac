// @peculiar/x509 resolves its ASN.1 parts through tsyringe, which needs the reflect polyfill loaded first.
import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createSecureContext, type SecureContext } from 'node:tls';
import * as x509 from '@peculiar/x509';
import { LRUCache } from 'lru-cache';

const crypto = webcrypto as unknown as Crypto;
x509.cryptoProvider.set(crypto);

const EC = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const;
const DAY_MS = 86_400_000;
const CA_NAME = 'CN=Simulated sites certificate authority, O=Lead generation simulator';

/**
 * The simulator's own certificate authority: it signs a certificate for each simulated site the
 * product reads over https through the proxy, and the product trusts it through
 * SITE_PROXY_CA_FILE, as it would trust an operator's TLS-inspecting proxy. Kept in the data
 * folder, so a restarted simulator is still trusted by services that read the file before.
 */
export interface SiteCa {
  caPem: string;
  caFile: string;
  /** The TLS context that presents a certificate for this host (made once per host, then cached). */
  contextFor(host: string): Promise<SecureContext>;
}

export async function loadSiteCa(dataDir: string): Promise<SiteCa> {
  mkdirSync(dataDir, { recursive: true });
  const caFile = path.join(dataDir, 'sites-ca.pem');
  const keyFile = path.join(dataDir, 'sites-ca.key');
  const ca = (await readCa(caFile, keyFile)) ?? (await createCa(caFile, keyFile));
  const leafKeys = (await crypto.subtle.generateKey(EC, true, ['sign', 'verify'])) as CryptoKeyPair;
  const leafKeyPem = await privateKeyPem(leafKeys.privateKey);
  const contexts = new LRUCache<string, Promise<SecureContext>>({ max: 2000 });
  return {
    caPem: ca.pem,
    caFile,
    contextFor(host) {
      const name = host.toLowerCase();
      let context = contexts.get(name);
      if (!context) {
        context = leafCertificate(name, ca, leafKeys.publicKey).then((cert) =>
          createSecureContext({ key: leafKeyPem, cert: `${cert}${ca.pem}` }),
        );
        contexts.set(name, context);
      }
      return context;
    },
  };
}

interface Ca {
  pem: string;
  cert: x509.X509Certificate;
  key: CryptoKey;
}

/** The authority kept from an earlier run, unless it is missing, unreadable or about to expire. */
async function readCa(caFile: string, keyFile: string): Promise<Ca | null> {
  try {
    const pem = readFileSync(caFile, 'utf8');
    const cert = new x509.X509Certificate(pem);
    if (cert.notAfter.getTime() < Date.now() + 30 * DAY_MS) return null;
    const der = x509.PemConverter.decodeFirst(readFileSync(keyFile, 'utf8'));
    const key = await crypto.subtle.importKey('pkcs8', der, EC, false, ['sign']);
    return { pem, cert, key };
  } catch {
    return null;
  }
}

async function createCa(caFile: string, keyFile: string): Promise<Ca> {
  const keys = (await crypto.subtle.generateKey(EC, true, ['sign', 'verify'])) as CryptoKeyPair;
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial(),
    name: CA_NAME,
    notBefore: new Date(Date.now() - DAY_MS),
    notAfter: new Date(Date.now() + 3650 * DAY_MS),
    keys,
    signingAlgorithm: SIGNING,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  const pem = cert.toString('pem');
  writeFileSync(keyFile, await privateKeyPem(keys.privateKey), { mode: 0o600 });
  writeFileSync(caFile, `${pem}\n`);
  return { pem: `${pem}\n`, cert, key: keys.privateKey };
}

async function leafCertificate(host: string, ca: Ca, publicKey: CryptoKey): Promise<string> {
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: serial(),
    subject: `CN=${host}`,
    issuer: ca.cert.subject,
    notBefore: new Date(Date.now() - DAY_MS),
    notAfter: new Date(Date.now() + 365 * DAY_MS),
    publicKey,
    signingKey: ca.key,
    signingAlgorithm: SIGNING,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension([{ type: 'dns', value: host }]),
      await x509.AuthorityKeyIdentifierExtension.create(ca.cert, false),
    ],
  });
  return `${cert.toString('pem')}\n`;
}

async function privateKeyPem(key: CryptoKey): Promise<string> {
  const der = await crypto.subtle.exportKey('pkcs8', key);
  return `${x509.PemConverter.encode(der, 'PRIVATE KEY')}\n`;
}

/** A positive random serial number (hex), as certificate authorities give. */
function serial(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[0] &= 0x7f;
  return Buffer.from(bytes).toString('hex');
}

/**
 * A self-signed A1-like certificate made in the test (nothing checked in): an RSA key, a certificate
 * whose CN is 'RAZAO SOCIAL:CNPJ' as ICP-Brasil's e-CNPJ, packed in a PFX with node-forge.
 */
import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

export type TestCertificate = { pfxBase64: string; password: string; cnpj: string; subject: string };

export function makeTestCertificate(
  options: { cnpj?: string; name?: string; password?: string; notAfter?: Date; notBefore?: Date } = {},
): TestCertificate {
  const cnpj = options.cnpj ?? '12345678000195';
  const subject = `${options.name ?? 'AGENCIA TESTE LTDA'}:${cnpj}`;
  const password = options.password ?? 'senha-do-pfx-1234';
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = `0${Date.now().toString(16)}`;
  cert.validity.notBefore = options.notBefore ?? new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = options.notAfter ?? new Date(Date.now() + 365 * 86_400_000);
  const attributes = [
    { name: 'commonName', value: subject },
    { name: 'countryName', value: 'BR' },
    { name: 'organizationName', value: 'ICP-Brasil' },
  ];
  cert.setSubject(attributes);
  cert.setIssuer(attributes);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: '3des' });
  const der = forge.asn1.toDer(asn1).getBytes();
  return { pfxBase64: Buffer.from(der, 'binary').toString('base64'), password, cnpj, subject };
}

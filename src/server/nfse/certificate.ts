/**
 * The company's ICP-Brasil A1 certificate (a PFX/PKCS#12 file and its password), read with node-forge:
 * the private key and the certificate that signs the DPS, the subject's name, the CNPJ and the expiry.
 * An unreadable file, a wrong password or an expired certificate is refused with a PT-BR message.
 */
import forge from 'node-forge';

export type A1Certificate = {
  privateKeyPem: string;
  certificatePem: string;
  subject: string;
  cnpj: string | null;
  notBefore: Date;
  notAfter: Date;
};

export class CertificateError extends Error {}

/** ICP-Brasil e-CNPJ: CN = 'RAZAO SOCIAL:12345678000195'; else the first 14-digit run in the subject. */
function cnpjOf(cert: forge.pki.Certificate): string | null {
  const cn = String(cert.subject.getField('CN')?.value ?? '');
  const fromCn = /:(\d{14})$/.exec(cn)?.[1];
  if (fromCn) return fromCn;
  for (const attribute of cert.subject.attributes) {
    const match = /(?:^|\D)(\d{14})(?:\D|$)/.exec(String(attribute.value ?? ''));
    if (match) return match[1]!;
  }
  return null;
}

export function readPfx(pfx: Buffer, password: string, now = new Date()): A1Certificate {
  const unreadable =
    'Não foi possível ler o certificado: envie o arquivo .pfx (ou .p12) do certificado A1 e confira a senha.';
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(pfx.toString('binary')));
  } catch {
    throw new CertificateError(unreadable);
  }
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, password);
  } catch (error) {
    const message = String((error as Error)?.message ?? '');
    throw new CertificateError(
      /mac could not be verified|password/i.test(message) ? 'Senha do certificado incorreta.' : unreadable,
    );
  }
  const keyBags = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[forge.pki.oids.pkcs8ShroudedKeyBag!] ??
      []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag! })[forge.pki.oids.keyBag!] ?? []),
  ];
  const key = keyBags.find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  const certs = (p12.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!] ?? [])
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => Boolean(cert));
  if (!key || certs.length === 0) {
    throw new CertificateError(
      'O arquivo não traz a chave privada e o certificado: exporte o A1 com a chave privada.',
    );
  }
  // The certificate of this key (a PFX may carry the chain too).
  const cert =
    certs.find((candidate) => {
      const publicKey = candidate.publicKey as forge.pki.rsa.PublicKey;
      return publicKey.n?.equals(key.n) && publicKey.e?.equals(key.e);
    }) ?? null;
  if (!cert) throw new CertificateError('A chave privada não corresponde a nenhum certificado do arquivo.');
  const notAfter = cert.validity.notAfter;
  if (notAfter.getTime() <= now.getTime()) {
    const day = notAfter.toISOString().slice(0, 10).split('-').reverse().join('/');
    throw new CertificateError(`Certificado vencido em ${day}: envie um certificado A1 válido.`);
  }
  return {
    privateKeyPem: forge.pki.privateKeyToPem(key),
    certificatePem: forge.pki.certificateToPem(cert),
    subject: String(cert.subject.getField('CN')?.value ?? ''),
    cnpj: cnpjOf(cert),
    notBefore: cert.validity.notBefore,
    notAfter,
  };
}

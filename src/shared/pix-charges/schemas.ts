/**
 * PIX charges confirmed by the bank (issue 27, decision 071): the provider settings of Configurações →
 * Cobrança PIX, and the webhook's body as the Banco Central's API Pix sends it (`POST <webhookUrl>/pix`).
 */
import { z } from 'zod';

const optionalSecret = (max: number, label: string) => z.string().max(max, `${label} longo demais`);

export const pixProviderSchema = z
  .object({
    enabled: z.boolean(),
    /** The PSP's API Pix base, e.g. https://pix.banco.com.br/api (the /v2/cobv paths are appended). */
    baseUrl: z
      .string()
      .trim()
      .max(300, 'Endereço longo demais')
      .refine(
        (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value),
        'Informe um endereço http(s)://',
      ),
    /** The OAuth2 token URL; empty = `<baseUrl>/oauth/token`. */
    tokenUrl: z
      .string()
      .trim()
      .max(300, 'Endereço longo demais')
      .refine(
        (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value),
        'Informe um endereço http(s)://',
      ),
    clientId: z.string().trim().max(300, 'Client ID longo demais'),
    /** Empty keeps the saved one (never sent back to the browser). */
    clientSecret: optionalSecret(1000, 'Client secret'),
    /** The PIX key the charges are created under (field `chave`). */
    pixKey: z.string().trim().max(77, 'Chave PIX longa demais'),
    /** PEM text (certificate + private key) for mTLS; empty keeps the saved one. */
    certificate: optionalSecret(20_000, 'Certificado'),
    /** Secret expected on the webhook (in its URL or the x-webhook-secret header); empty keeps the saved one. */
    webhookSecret: optionalSecret(200, 'Segredo do webhook'),
    /** Boleto híbrido (linha digitável + PIX) when the PSP offers it. */
    boleto: z.boolean(),
  })
  .superRefine((value, context) => {
    if (!value.enabled) return;
    if (!value.baseUrl)
      context.addIssue({
        code: 'custom',
        path: ['baseUrl'],
        message: 'Informe o endereço da API Pix do banco',
      });
    if (!value.clientId)
      context.addIssue({ code: 'custom', path: ['clientId'], message: 'Informe o Client ID' });
    if (!value.pixKey)
      context.addIssue({ code: 'custom', path: ['pixKey'], message: 'Informe a chave PIX das cobranças' });
  });
export type PixProviderInput = z.infer<typeof pixProviderSchema>;

/** What Configurações shows: secrets only as 'definido'. */
export type PixProviderView = {
  enabled: boolean;
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  pixKey: string;
  boleto: boolean;
  clientSecretSaved: boolean;
  certificateSaved: boolean;
  webhookSecretSaved: boolean;
  /** The path the PSP is given as webhookUrl (it calls `<webhookUrl>/pix`), without the host. */
  webhookPath: string;
};

export type PixConnectionResult = { message: string };

/** One received PIX in the webhook's (and GET /cobv's) `pix` array. */
export const receivedPixSchema = z.object({
  endToEndId: z.string().regex(/^[A-Za-z0-9]{1,35}$/, 'endToEndId inválido'),
  txid: z
    .string()
    .regex(/^[A-Za-z0-9]{1,35}$/, 'txid inválido')
    .optional(),
  valor: z.string().regex(/^\d{1,10}\.\d{2}$/, 'valor inválido'),
  horario: z.string().max(40).optional(),
});
export const pixWebhookSchema = z.object({
  pix: z.array(receivedPixSchema).min(1, 'Nenhum PIX na notificação').max(100, 'PIX demais'),
});
export type PixWebhookBody = z.infer<typeof pixWebhookSchema>;
export type ReceivedPix = z.infer<typeof receivedPixSchema>;

/**
 * The mail endpoints of src/shared/mail/api.ts (adm): the delivery log and 'Reenviar', and the SMTP
 * server of Configurações → E-mail with 'Enviar e-mail de teste'.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { implement } from '@server/http/endpoint';
import { mailApi } from '@shared/mail/api';
import { listDeliveries, resendMail } from './outbox';
import { readSmtpSettings, removeSmtpSettings, saveSmtpSettings, sendTestMail } from './smtp-settings';

export function mailRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const router = new Hono<AppEnv>();
  implement(router, mailApi.deliveries, ({ query }) => listDeliveries(deps, query));
  implement(router, mailApi.resend, ({ params, actor }) => resendMail(db, actor, params.id));
  implement(router, mailApi.smtp, () => readSmtpSettings(db, config));
  implement(router, mailApi.saveSmtp, ({ body, actor, viewer }) =>
    saveSmtpSettings(db, config, actor, body, viewer.user?.id ?? null),
  );
  implement(router, mailApi.removeSmtp, ({ actor }) => removeSmtpSettings(db, config, actor));
  implement(router, mailApi.testSmtp, ({ body }) => sendTestMail(config, body.to));
  return router;
}

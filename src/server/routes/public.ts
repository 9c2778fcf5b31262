/**
 * /api/public: the visitor's forms. GET /form-token hands a form its signed token when it is served;
 * POST /questionnaire and /bookings go through the same gate (per-IP rate limit, honeypot, the
 * token's minimum fill time and expiry, consent); GET /slots lists free consultation times (per-IP
 * limited); GET /bookings/:id/ics hands the booker a calendar file behind a signed token.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '@server/context';
import { appointments } from '@server/db/schema';
import { json, query } from '@server/http/validate';
import { HttpError, notFound } from '@server/lib/http';
import { bookConsultation, consultationTitle, ICS_ORGANIZER } from '@server/public-forms/book-consultation';
import { AddressCapError } from '@server/public-forms/booking-caps';
import { hitFormRateLimit, hitSlotsRateLimit } from '@server/public-forms/form-guard';
import { assertFormToken, serveFormToken } from '@server/public-forms/form-token';
import { buildIcs } from '@server/public-forms/ics';
import { icsPath, verifyIcsToken } from '@server/public-forms/ics-token';
import { listFreeSlots } from '@server/public-forms/slots';
import { submitQuestionnaire } from '@server/public-forms/submit-questionnaire';
import { site } from '@shared/content/site';
import {
  type BookingResponse,
  bookingRequestSchema,
  type SlotsResponse,
  slotsQuerySchema,
} from '@shared/schemas/booking';
import {
  FORM_TOKEN_TTL_MS,
  type FormTokenResponse,
  honeypotFilled,
  messages,
  PUBLIC_FORMS,
} from '@shared/schemas/booking-rules';
import { BOOKING_TIME_ZONE, SLOT_MINUTES } from '@shared/schemas/booking-slots';
import { questionnaireSubmissionSchema } from '@shared/schemas/questionnaire';

const NO_STORE = { 'cache-control': 'no-store' };
const formTokenQuerySchema = z.object({
  form: z.enum(PUBLIC_FORMS, { error: 'Formulário desconhecido.' }),
  renew: z.string().max(500).optional(),
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function publicRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();

  /** A PT-BR 429 with Retry-After when this address has sent the form too often (before the body is read). */
  const tooMany =
    (form: string): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const limit = await hitFormRateLimit(db, form, c.get('clientIp'));
      if (limit.allowed) return next();
      return c.json({ error: { code: 'rate_limited', message: messages.rateLimited } }, 429, {
        'retry-after': String(limit.retryAfterSeconds),
      });
    };

  const slotsLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
    const limit = await hitSlotsRateLimit(db, c.get('clientIp'));
    if (limit.allowed) return next();
    return c.json({ error: { code: 'rate_limited', message: messages.slotsRateLimited } }, 429, {
      'retry-after': String(limit.retryAfterSeconds),
    });
  };

  const requestContext = (c: Context<AppEnv>, receivedAt: number) => ({
    ip: c.get('clientIp') || null,
    userAgent: c.req.header('user-agent') ?? null,
    now: new Date(receivedAt),
  });

  return app
    .get('/form-token', query(formTokenQuerySchema), (c) => {
      const query = c.req.valid('query');
      const body: FormTokenResponse = {
        token: serveFormToken(config.authSecret, query.form, query.renew, Date.now()),
        expiresInMs: FORM_TOKEN_TTL_MS,
      };
      return c.json(body, 200, NO_STORE);
    })
    .post('/questionnaire', tooMany('questionnaire'), json(questionnaireSubmissionSchema), async (c) => {
      const receivedAt = Date.now();
      const submission = c.req.valid('json');
      // Bots get the same answer as people and learn nothing; nothing is stored.
      if (honeypotFilled(submission.website)) return c.json({ ok: true as const }, 201);
      assertFormToken(config.authSecret, 'questionario', submission.formToken, receivedAt);
      await submitQuestionnaire(db, submission, requestContext(c, receivedAt));
      return c.json({ ok: true as const }, 201);
    })
    .get('/slots', slotsLimit, query(slotsQuerySchema), async (c) => {
      const days = await listFreeSlots(db, c.req.valid('query'), new Date());
      const body: SlotsResponse = { timeZone: BOOKING_TIME_ZONE, slotMinutes: SLOT_MINUTES, days };
      return c.json(body, 200, NO_STORE);
    })
    .post('/bookings', tooMany('booking'), json(bookingRequestSchema), async (c) => {
      const receivedAt = Date.now();
      const request = c.req.valid('json');
      if (honeypotFilled(request.website)) {
        const id = randomUUID();
        const fake: BookingResponse = {
          appointment: {
            id,
            title: consultationTitle(request.name),
            appointmentDate: request.slot,
            durationMinutes: SLOT_MINUTES,
            name: request.name,
            email: request.email,
          },
          ics: icsPath(`decoy:${config.authSecret}`, id),
        };
        return c.json(fake, 201);
      }
      assertFormToken(config.authSecret, 'consultoria', request.formToken, receivedAt);
      let appointment: Awaited<ReturnType<typeof bookConsultation>>['appointment'];
      try {
        ({ appointment } = await bookConsultation(db, request, requestContext(c, receivedAt)));
      } catch (error) {
        if (!(error instanceof AddressCapError)) throw error;
        return c.json({ error: { code: error.code, message: error.message } }, 429, {
          'retry-after': String(error.retryAfterSeconds),
        });
      }
      const body: BookingResponse = {
        appointment: {
          id: appointment.id,
          title: appointment.title,
          appointmentDate: appointment.appointmentDate!.toISOString(),
          durationMinutes: appointment.durationMinutes,
          name: appointment.name ?? request.name,
          email: appointment.email ?? request.email,
        },
        ics: icsPath(config.authSecret, appointment.id),
      };
      return c.json(body, 201);
    })
    .get('/bookings/:id/ics', async (c) => {
      const id = c.req.param('id');
      // The token is checked first, so the response says nothing about which ids exist.
      if (!verifyIcsToken(config.authSecret, id, c.req.query('token'))) {
        throw new HttpError(403, 'forbidden', 'Link do calendário inválido.');
      }
      if (!UUID.test(id)) throw notFound('Agendamento não encontrado.');
      const [appointment] = await db.select().from(appointments).where(eq(appointments.id, id)).limit(1);
      if (!appointment?.appointmentDate) throw notFound('Agendamento não encontrado.');
      const ics = buildIcs({
        uid: `${appointment.id}@${new URL(config.PUBLIC_URL ?? site.url).hostname}`,
        stamp: appointment.createdAt,
        start: appointment.appointmentDate,
        minutes: appointment.durationMinutes,
        summary: `Consultoria gratuita com a ${ICS_ORGANIZER.name}`,
        description: [
          `Conversa de ${appointment.durationMinutes} minutos para entender o seu projeto e indicar os próximos passos.`,
          'Enviaremos o link da reunião por WhatsApp ou e-mail antes do horário.',
          `Precisa remarcar? Fale com a gente: ${ICS_ORGANIZER.email}.`,
        ].join('\n'),
        location: 'Online (link enviado por WhatsApp ou e-mail)',
        organizer: ICS_ORGANIZER,
        attendee: appointment.email ? { name: appointment.name ?? '', email: appointment.email } : undefined,
        cancelled: appointment.status === 'cancelled',
        alarmMinutes: 30,
      });
      return c.body(ics, 200, {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': 'attachment; filename="consultoria-coders.ics"',
        'cache-control': 'private, no-store',
      });
    });
}

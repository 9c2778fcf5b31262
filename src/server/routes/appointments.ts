/** /api/appointments (comercial and adm, enforced by the access table): list, details, create, change. */
import { Hono } from 'hono';
import { z } from 'zod';
import { APPOINTMENT_NOT_FOUND, getAppointment } from '@server/appointments/get-appointment';
import { listAppointments } from '@server/appointments/list-appointments';
import {
  createAppointment,
  updateAppointment,
  updateAppointmentStatus,
} from '@server/appointments/save-appointment';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { json, query } from '@server/http/validate';
import { notFound } from '@server/lib/http';
import {
  appointmentInputSchema,
  appointmentListQuerySchema,
  appointmentStatusUpdateSchema,
  appointmentUpdateSchema,
} from '@shared/schemas/appointment';

const uuid = z.uuid();
function idParam(value: string): string {
  if (!uuid.safeParse(value).success) throw notFound(APPOINTMENT_NOT_FOUND);
  return value;
}

export function appointmentRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', query(appointmentListQuerySchema), async (c) =>
      c.json(await listAppointments(db, c.req.valid('query'))),
    )
    .get('/:id', async (c) => c.json(await getAppointment(db, idParam(c.req.param('id')))))
    .post('/', json(appointmentInputSchema), async (c) => {
      const input = c.req.valid('json');
      return c.json(await createAppointment(db, actorOf(c.get('viewer')), input), 201);
    })
    .patch('/:id', json(appointmentUpdateSchema), async (c) => {
      const id = idParam(c.req.param('id'));
      const patch = c.req.valid('json');
      return c.json(await updateAppointment(db, actorOf(c.get('viewer')), id, patch));
    })
    .patch('/:id/status', json(appointmentStatusUpdateSchema), async (c) => {
      const id = idParam(c.req.param('id'));
      const { status } = c.req.valid('json');
      return c.json(await updateAppointmentStatus(db, actorOf(c.get('viewer')), id, status));
    });
}

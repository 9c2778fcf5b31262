/**
 * Activities (docs/product/activities.md): the forms and queries, with PT-BR messages, shared by the
 * server (validation) and the web (resolver, types). Due times are typed as São Paulo wall time
 * ('yyyy-MM-ddTHH:mm', what <input type="datetime-local"> gives) and stored as instants.
 */
import { z } from 'zod';
import { valuesOf } from '@shared/catalog/entries';
import { saoPauloLocalToDate } from '@shared/schemas/appointment';
import {
  type ActivityGroup,
  type ActivityKind,
  type ActivitySubjectKind,
  activityKinds,
  activitySubjects,
} from './catalog';

export const ACTIVITY_NOT_FOUND = 'Atividade não encontrada';
export const SUBJECT_REQUIRED = 'Escolha o lead, a empresa ou o negócio da atividade';
export const OUTCOME_REQUIRED = 'Descreva o resultado para concluir a atividade';

const optionalUuid = (message: string) =>
  z
    .union([z.uuid({ error: message }), z.literal(''), z.null()], { error: message })
    .optional()
    .transform((value) => value || null);

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} inválidas` })
    .trim()
    .max(max, `${label} devem ter no máximo ${max} caracteres`)
    .nullish()
    .transform((value) => value || null);

/** A São Paulo 'yyyy-MM-ddTHH:mm' (the form sends it as typed; `dueInstant` reads it on the server). */
export const dueAtSchema = z
  .string({ error: 'Data e hora são obrigatórias' })
  .trim()
  .min(1, 'Data e hora são obrigatórias')
  .refine((value) => saoPauloLocalToDate(value) !== null, 'Data e hora inválidas');

/** The instant of a valid `dueAtSchema` value. */
export const dueInstant = (local: string): Date => {
  const instant = saoPauloLocalToDate(local);
  if (!instant) throw new RangeError(`Data e hora inválidas: ${local}`);
  return instant;
};

export const activityFormSchema = z
  .object({
    kind: z.enum(valuesOf(activityKinds), {
      error: (issue) =>
        issue.input === undefined || issue.input === '' ? 'Escolha o tipo' : 'Tipo inválido',
    }),
    title: z
      .string({ error: 'Assunto é obrigatório' })
      .trim()
      .min(1, 'Assunto é obrigatório')
      .max(200, 'Assunto deve ter no máximo 200 caracteres'),
    notes: optionalText(2000, 'Observações'),
    dueAt: dueAtSchema,
    /** Empty: the person creating it. */
    ownerId: optionalUuid('Responsável inválido'),
    leadId: optionalUuid('Lead inválido'),
    // Companies and deals are built in parallel (issue 28): ids only until their tables merge.
    companyId: optionalUuid('Empresa inválida'),
    dealId: optionalUuid('Negócio inválido'),
  })
  .superRefine((value, context) => {
    if (!value.leadId && !value.companyId && !value.dealId)
      context.addIssue({ code: 'custom', path: ['leadId'], message: SUBJECT_REQUIRED });
  });
export type ActivityForm = z.input<typeof activityFormSchema>;
export type ActivityInput = z.output<typeof activityFormSchema>;

export const completeActivitySchema = z.object({
  outcome: z
    .string({ error: OUTCOME_REQUIRED })
    .trim()
    .min(1, OUTCOME_REQUIRED)
    .max(2000, 'O resultado deve ter no máximo 2000 caracteres'),
});
export type CompleteActivityForm = z.input<typeof completeActivitySchema>;

export const rescheduleActivitySchema = z.object({ dueAt: dueAtSchema });
export type RescheduleActivityForm = z.input<typeof rescheduleActivitySchema>;

export const activityBoardQuerySchema = z.object({
  /** 'all': every person's (adm and comercial); default: the caller's own. */
  scope: z.enum(['mine', 'all'], { error: 'Escopo inválido' }).optional(),
});

export const subjectActivitiesQuerySchema = z.object({
  kind: z.enum(valuesOf(activitySubjects), { error: 'Tipo de vínculo inválido' }),
  id: z.uuid({ error: 'Vínculo inválido' }),
});

export type ActivitySubject = { kind: ActivitySubjectKind; id: string };

export type Activity = {
  id: string;
  kind: ActivityKind;
  title: string;
  notes: string | null;
  dueAt: string;
  doneAt: string | null;
  outcome: string | null;
  ownerId: string | null;
  ownerName: string | null;
  leadId: string | null;
  /** The lead's name, to show what the activity is about. */
  leadName: string | null;
  companyId: string | null;
  /** The company's (nome fantasia) name. */
  companyName: string | null;
  dealId: string | null;
  /** The deal's title. */
  dealTitle: string | null;
  group: ActivityGroup;
  /** Open and its due time has passed. */
  late: boolean;
};

export type ActivityBoard = {
  scope: 'mine' | 'all';
  /** The caller may see everyone's (adm, comercial). */
  canSeeAll: boolean;
  groups: Record<ActivityGroup, Activity[]>;
  /** Done: the last 50 are listed. */
  counts: Record<ActivityGroup, number>;
};

export type ActivityCounts = { overdue: number; today: number };

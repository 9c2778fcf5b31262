/** 'Minha conta': the name a person shows to the team. */
import { z } from 'zod';

export const accountNameSchema = z.object({
  firstName: z.string().trim().min(1, 'Nome é obrigatório').max(80, 'Use no máximo 80 caracteres'),
  lastName: z.string().trim().max(80, 'Use no máximo 80 caracteres'),
});
export type AccountName = z.infer<typeof accountNameSchema>;

/** New password + confirmation, shared by the invitation and reset pages. */
import { z } from 'zod';
import { acceptInviteSchema, resetPasswordSchema } from '@shared/schemas/user';

const confirmation = <T extends { password: string; confirm: string }>(values: T) =>
  values.password === values.confirm;
const mismatch = { message: 'As senhas não conferem', path: ['confirm'] };

export const inviteFormSchema = acceptInviteSchema
  .extend({ confirm: z.string().min(1, 'Confirme a senha') })
  .refine(confirmation, mismatch);
export type InviteFormValues = z.infer<typeof inviteFormSchema>;

export const resetFormSchema = resetPasswordSchema
  .extend({ confirm: z.string().min(1, 'Confirme a senha') })
  .refine(confirmation, mismatch);
export type ResetFormValues = z.infer<typeof resetFormSchema>;

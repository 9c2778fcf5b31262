import { z } from 'zod';

export const emailField = z
  .string({ error: 'Email é obrigatório' })
  .trim()
  .min(1, 'Email é obrigatório')
  .email('Email inválido');

export const signInSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Senha é obrigatória'),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const newPasswordField = z
  .string()
  .min(8, 'A senha deve ter pelo menos 8 caracteres')
  .max(128, 'A senha deve ter no máximo 128 caracteres');

export const signUpSchema = z.object({
  name: z.string().trim().min(1, 'Nome é obrigatório').max(120, 'Nome muito longo'),
  email: emailField,
  password: newPasswordField,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

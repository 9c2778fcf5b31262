/**
 * The form kit's one hook: react-hook-form over the SAME zod schema the server validates with
 * (`zodResolver(sharedSchema)`), the 2-second double-submit guard (docs/product/common-behaviour.md),
 * and the server's PT-BR answer put where a person reads it: each field message under its field
 * (paths as the server sends them, e.g. `items.0.discount`), anything else above the buttons.
 *
 *   const { form, submit } = useKitForm({ schema: objectiveFormSchema, defaultValues, onSubmit: save });
 *   return <KitForm form={form} onSubmit={submit}>…fields…</KitForm>;
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@web/lib/api';
import { useSubmitGuard } from '@web/lib/use-submit-guard';

export const GENERIC_SAVE_ERROR = 'Não foi possível salvar. Tente novamente.';

// biome-ignore lint/suspicious/noExplicitAny: any object schema; its input and output types flow through.
export type ObjectSchema = z.ZodType<any, FieldValues>;

export function useKitForm<S extends ObjectSchema>({
  schema,
  defaultValues,
  onSubmit,
}: {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** Throw (an ApiError) to keep the form open with the server's messages shown. */
  onSubmit: (values: z.output<S>) => unknown;
}) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // The resolver's generics cannot follow a schema type parameter; the form's types come from S.
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues,
  });
  const guard = useSubmitGuard();
  const submit = form.handleSubmit(async (values) => {
    if (!guard.tryEnter()) return;
    try {
      await onSubmit(values);
    } catch (error) {
      guard.release();
      showServerErrors(form, error);
    }
  });
  return { form, submit };
}

/**
 * Puts an API error on the form: field messages under the fields the form has (the first one is
 * focused), the rest — or the error's own message when no field matched — as the form's message.
 */
export function showServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
) {
  if (!(error instanceof ApiError)) {
    form.setError('root.server', { type: 'server', message: GENERIC_SAVE_ERROR });
    return;
  }
  const values = form.getValues();
  let focused = false;
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(error.fields ?? {})) {
    if (path !== '_' && hasPath(values, path)) {
      form.setError(path as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else {
      unplaced.push(message);
    }
  }
  if (!focused || unplaced.length) {
    form.setError('root.server', { type: 'server', message: unplaced[0] ?? error.message });
  }
}

function hasPath(values: unknown, path: string): boolean {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(key in current)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return true;
}

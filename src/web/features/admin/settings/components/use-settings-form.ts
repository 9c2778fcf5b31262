import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Settings } from '@shared/schemas/settings';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useSaveSettings } from '../api/save-settings';

function pickFields<T>(schema: z.ZodObject, source: Settings): T {
  return Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, source[key as keyof Settings]]),
  ) as T;
}

/**
 * One tab's form: validated by its slice of the shared settings schema, saved with PUT, toasts of
 * docs/product/settings.md ('As configurações de {area} foram salvas com sucesso.').
 */
export function useSettingsForm<S extends z.ZodObject, T extends FieldValues = z.infer<S> & FieldValues>(
  schema: S,
  settings: Settings,
  area: string,
) {
  const pick = (source: Settings) => pickFields<T>(schema, source);
  const form = useForm<T>({
    resolver: zodResolver(schema as never) as unknown as Resolver<T>,
    defaultValues: pick(settings) as DefaultValues<T>,
  });
  const save = useSaveSettings();

  // When the saved values change (this tab or another), show them.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(pickFields<T>(schema, settings));
  }, [settings, form, schema]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values as Partial<Settings>);
      form.reset(pick(saved));
      toast.success('Configurações salvas', `As configurações de ${area} foram salvas com sucesso.`);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [key, message] of Object.entries(error.fields)) {
          if (key in schema.shape) form.setError(key as Path<T>, { message });
        }
      }
      toast.error('Erro ao salvar configurações', error instanceof Error ? error.message : undefined);
    }
  });

  return { form, submit, saving: form.formState.isSubmitting };
}

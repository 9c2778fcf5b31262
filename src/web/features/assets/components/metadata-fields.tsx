/**
 * What the library knows of an asset, as fields of the form around them (upload, video link, details):
 * title, description (details only), tags typed with commas, client, campaign and licence expiry.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '@web/components/form/fields';
import { assetClientsQuery } from '../api/assets';

export function MetadataFields({
  titleHint,
  withDescription = false,
}: {
  titleHint?: string;
  withDescription?: boolean;
}) {
  return (
    <>
      <TextField name="title" label="Título" hint={titleHint} maxLength={200} />
      {withDescription ? (
        <TextAreaField name="description" label="Descrição" rows={2} maxLength={2000} />
      ) : null}
      <TextField name="tags" label="Tags" hint="Separadas por vírgula." placeholder="marca, banner" />
      <ClientField />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="campaignSlug" label="Campanha (utm_campaign)" placeholder="black-friday-2026" />
        <TextField name="licenceExpiresOn" label="Validade da licença" type="date" />
      </div>
    </>
  );
}

/** A client (won lead) from the library's own list: marketing cannot read the leads list itself. */
function ClientField() {
  const clients = useQuery(assetClientsQuery);
  const { getValues, setValue } = useFormContext();
  // The select was drawn before the clients arrived: show the chosen one once its option exists.
  useEffect(() => {
    if (clients.data) setValue('clientId', getValues('clientId') ?? '');
  }, [clients.data, getValues, setValue]);
  return (
    <SelectField
      name="clientId"
      label="Cliente"
      hint={clients.isError ? 'Não foi possível carregar os clientes.' : undefined}
      placeholder={clients.isPending ? 'Carregando...' : 'Nenhum'}
      options={(clients.data ?? []).map((client) => ({ value: client.id, label: client.name }))}
    />
  );
}

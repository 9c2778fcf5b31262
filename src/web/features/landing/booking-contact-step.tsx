/** Step 3 of the booking form: name, e-mail, WhatsApp, message, the LGPD consent boxes and the honeypot. */
import type { ReactNode } from 'react';
import {
  CONSENT_MARKETING_TEXT,
  CONSENT_PURPOSE_PREFIX,
  PRIVACY_PATH,
} from '@shared/content/privacy-consent';
import { type FieldErrors, MESSAGE_MAX } from '@shared/schemas/booking-rules';
import { cn } from '@web/lib/cn';
import { maskedChange } from '@web/lib/masked-change';
import { BOOKING_ID, type ContactFields } from './use-booking-form';

const inputClass =
  'h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 aria-[invalid=true]:border-red-600 md:text-sm';

/** A labelled input with its PT-BR error under it. */
function TextField({
  name,
  label,
  error,
  hint,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = `${BOOKING_ID}-${name}`;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function BookingContactStep({
  fields,
  errors,
  setField,
}: {
  fields: ContactFields;
  errors: FieldErrors;
  setField: <K extends keyof ContactFields>(field: K, value: ContactFields[K]) => void;
}) {
  return (
    <>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-medium text-slate-800">3. Seus dados</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="name" label="Nome completo" error={errors.name}>
            {(props) => (
              <input
                {...props}
                name="name"
                autoComplete="name"
                maxLength={120}
                value={fields.name}
                onChange={(event) => setField('name', event.target.value)}
                className={inputClass}
              />
            )}
          </TextField>
          <TextField name="email" label="E-mail" error={errors.email}>
            {(props) => (
              <input
                {...props}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={254}
                value={fields.email}
                onChange={(event) => setField('email', event.target.value)}
                className={inputClass}
              />
            )}
          </TextField>
        </div>
        <TextField name="phone" label="WhatsApp" error={errors.phone} hint="Com DDD, ex.: (11) 98765-4321">
          {(props) => (
            <input
              {...props}
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="(11) 98765-4321"
              value={fields.phone}
              onChange={maskedChange('phone', (event) => setField('phone', event.target.value))}
              className={inputClass}
            />
          )}
        </TextField>
        <TextField name="message" label="Sobre o que quer conversar? (opcional)" error={errors.message}>
          {(props) => (
            <textarea
              {...props}
              name="message"
              rows={3}
              maxLength={MESSAGE_MAX}
              value={fields.message}
              onChange={(event) => setField('message', event.target.value)}
              className={cn(inputClass, 'h-auto py-2')}
            />
          )}
        </TextField>
      </fieldset>

      <div className="grid gap-3">
        <div className="grid gap-1">
          <div className="flex items-start gap-3">
            <input
              id={`${BOOKING_ID}-consent`}
              type="checkbox"
              checked={fields.consent}
              onChange={(event) => setField('consent', event.target.checked)}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `${BOOKING_ID}-consent-error` : undefined}
              className="mt-0.5 size-4 shrink-0 accent-blue-700"
            />
            <label htmlFor={`${BOOKING_ID}-consent`} className="text-sm leading-snug text-slate-700">
              {CONSENT_PURPOSE_PREFIX}{' '}
              <a
                href={PRIVACY_PATH}
                target="_blank"
                rel="noopener"
                className="font-medium text-blue-700 underline"
              >
                Política de Privacidade
                <span className="sr-only"> (abre em nova aba)</span>
              </a>
              .
            </label>
          </div>
          {errors.consent ? (
            <p id={`${BOOKING_ID}-consent-error`} className="pl-7 text-sm text-red-700">
              {errors.consent}
            </p>
          ) : null}
        </div>
        <div className="flex items-start gap-3">
          <input
            id={`${BOOKING_ID}-marketing`}
            type="checkbox"
            checked={fields.marketing}
            onChange={(event) => setField('marketing', event.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-blue-700"
          />
          <label htmlFor={`${BOOKING_ID}-marketing`} className="text-sm leading-snug text-slate-700">
            {CONSENT_MARKETING_TEXT}
          </label>
        </div>
      </div>

      {/* Honeypot: off-screen, out of the tab order and hidden from assistive tech. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${BOOKING_ID}-website`}>Não preencha este campo</label>
        <input
          id={`${BOOKING_ID}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={fields.website}
          onChange={(event) => setField('website', event.target.value)}
        />
      </div>
    </>
  );
}

/**
 * The LGPD settings the public privacy pages show (encarregado, retention periods). Like the site
 * e-mails (components/site-emails.ts): the prerendered HTML carries the defaults inside elements marked
 * `data-privacy="<key>"`, the server writes the saved values there as it serves the page
 * (server/settings/site-meta.ts), and hydration reads the same values back from the page. A page
 * reached by client navigation asks /api/public/settings.
 */
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { DEFAULT_DPO, DEFAULT_RETENTION_MONTHS, RIGHTS_PATH } from '@shared/content/privacy-consent';
import { publicSettingsQuery } from '@web/lib/public-settings';

export type PrivacySettings = { dpoName: string; dpoEmail: string; leadMonths: string; chatMonths: string };

const DEFAULTS: PrivacySettings = {
  dpoName: DEFAULT_DPO.name,
  dpoEmail: DEFAULT_DPO.email,
  leadMonths: String(DEFAULT_RETENTION_MONTHS.leads),
  chatMonths: String(DEFAULT_RETENTION_MONTHS.chat),
};
const KEYS = Object.keys(DEFAULTS) as (keyof PrivacySettings)[];

function readFromPage(): PrivacySettings | null {
  if (typeof document === 'undefined') return DEFAULTS;
  // Keys a page does not show keep their defaults (they are not rendered there either).
  const values: PrivacySettings = { ...DEFAULTS };
  let found = false;
  for (const key of KEYS) {
    const text = document.querySelector(`[data-privacy="${key}"]`)?.textContent;
    if (!text) continue;
    values[key] = text;
    found = true;
  }
  return found ? values : null;
}

export function usePrivacySettings(): PrivacySettings {
  const [fromPage] = useState(readFromPage);
  const query = useQuery({ ...publicSettingsQuery, enabled: fromPage === null });
  if (fromPage) return fromPage;
  const data = query.data;
  return data?.dpoName
    ? {
        dpoName: data.dpoName,
        dpoEmail: data.dpoEmail,
        leadMonths: data.retentionLeadMonths,
        chatMonths: data.retentionChatMonths,
      }
    : DEFAULTS;
}

/** One setting's value, marked so the server can write the saved one into the served HTML. */
export function PrivacyValue({ name, value }: { name: keyof PrivacySettings; value: string }) {
  if (name === 'dpoEmail') {
    return (
      <a href={`mailto:${value}`} data-privacy={name} className="font-medium text-primary underline">
        {value}
      </a>
    );
  }
  return <span data-privacy={name}>{value}</span>;
}

const TOKEN = /\{(dpoName|dpoEmail|leadMonths|chatMonths|rightsPath)\}/g;
const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** Policy text with its {placeholders} filled and every e-mail address as a mailto link. */
export function PrivacyText({ text, settings }: { text: string; settings: PrivacySettings }): ReactNode {
  return text.split(TOKEN).map((part, index) => {
    const key = `${index}-${part}`;
    if (index % 2 === 1) {
      if (part === 'rightsPath') {
        return (
          <a key={key} href={RIGHTS_PATH} className="font-medium text-primary underline">
            {RIGHTS_PATH}
          </a>
        );
      }
      const name = part as keyof PrivacySettings;
      return <PrivacyValue key={key} name={name} value={settings[name]} />;
    }
    return (
      <Fragment key={key}>
        {part.split(EMAIL).map((piece, inner) =>
          inner % 2 === 1 ? (
            <a
              key={`${piece}-${inner}`}
              href={`mailto:${piece}`}
              className="font-medium text-primary underline"
            >
              {piece}
            </a>
          ) : (
            <Fragment key={`${piece}-${inner}`}>{piece}</Fragment>
          ),
        )}
      </Fragment>
    );
  });
}

/** Which CSV column feeds which lead field: guessed from the headers, adjustable in the import dialog. */
import { normalizeText } from '@shared/lead-profile/normalize';

export const importFields = [
  { key: 'name', label: 'Nome', required: true },
  { key: 'email', label: 'Email', required: true },
  { key: 'phone', label: 'Telefone', required: false },
  { key: 'company', label: 'Empresa', required: false },
  { key: 'serviceInterest', label: 'Interesse em Serviço', required: false },
  { key: 'message', label: 'Mensagem', required: false },
  { key: 'status', label: 'Status', required: false },
] as const;
export type ImportField = (typeof importFields)[number]['key'];
/** Field → column index, or -1 for "do not import". */
export type ImportMapping = Record<ImportField, number>;

const synonyms: Record<ImportField, string[]> = {
  name: ['nome', 'name', 'nome completo', 'cliente', 'contato'],
  email: ['email', 'e-mail', 'e mail', 'mail', 'correio eletronico'],
  phone: ['telefone', 'phone', 'celular', 'whatsapp', 'fone', 'tel'],
  company: ['empresa', 'company', 'organizacao', 'razao social'],
  serviceInterest: [
    'interesse',
    'interesse em servico',
    'servico',
    'service interest',
    'service_interest',
    'servico de interesse',
  ],
  message: ['mensagem', 'message', 'observacao', 'observacoes', 'obs', 'comentario'],
  status: ['status', 'situacao', 'etapa'],
};

export function guessMapping(headers: string[]): ImportMapping {
  const normalized = headers.map((header) => normalizeText(header.trim()).replace(/[_]+/g, ' '));
  const used = new Set<number>();
  const mapping = {} as ImportMapping;
  for (const field of importFields) {
    const index = normalized.findIndex(
      (header, position) => !used.has(position) && synonyms[field.key].includes(header),
    );
    mapping[field.key] = index;
    if (index >= 0) used.add(index);
  }
  return mapping;
}

/** The rows as the API expects them; cells are trimmed and unmapped fields left out. */
export function applyMapping(rows: string[][], mapping: ImportMapping): Record<string, string>[] {
  return rows.map((row) => {
    const record: Record<string, string> = {};
    for (const field of importFields) {
      const index = mapping[field.key];
      if (index >= 0) record[field.key] = (row[index] ?? '').trim();
    }
    return record;
  });
}

export function missingRequired(mapping: ImportMapping): string[] {
  return importFields.filter((field) => field.required && mapping[field.key] < 0).map((field) => field.label);
}

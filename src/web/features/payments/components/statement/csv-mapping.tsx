/**
 * The import wizard's CSV step (docs/product/invoices-and-payments.md, 'Importar extrato'): which
 * column is the date, the description, the amount (or credit and debit), the bank's id; the detected
 * separator, decimal mark and encoding, each changeable; and a preview of the first lines read with
 * the mapping, with the reason a line would be refused. A balance column is never offered as the amount
 * by the guess, and the person sees what each choice does before importing.
 */
import { useId } from 'react';
import { formatDate, formatMoney } from '@shared/format';
import { CSV_SEPARATORS, type CsvSeparator, firstDataRow, readCsvLine } from '@shared/payments/statement-csv';
import type { CsvMapping, StatementPreview } from '@shared/payments/statement-schemas';
import { DATE_FORMATS, type DateFormat } from '@shared/payments/statement-values';
import { Badge } from '@web/components/ui/badge';
import { NativeSelect } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ScrollTable } from '@web/components/ui/scroll-table';

type CsvPreview = Extract<StatementPreview, { format: 'csv' }>;

const ENCODINGS = [
  { value: 'utf-8', label: 'UTF-8' },
  { value: 'windows-1252', label: 'Windows-1252 (Latin-1)' },
] as const;

function columnLabels(preview: CsvPreview, mapping: CsvMapping): string[] {
  const header = mapping.headerRow === null ? null : preview.rows[mapping.headerRow];
  const width = Math.max(...preview.rows.map((row) => row.length));
  const sample =
    preview.rows[
      mapping.headerRow === null ? Math.max(0, firstDataRow(preview.rows)) : mapping.headerRow + 1
    ];
  return Array.from({ length: width }, (_, index) => {
    const name = header?.[index];
    if (name) return `${index + 1}: ${name}`;
    const example = sample?.[index];
    return example ? `${index + 1}: ex. “${example.slice(0, 24)}”` : `Coluna ${index + 1}`;
  });
}

export function CsvMappingStep({
  preview,
  mapping,
  onChange,
  onReread,
  rereading,
}: {
  preview: CsvPreview;
  mapping: CsvMapping;
  onChange: (mapping: CsvMapping) => void;
  /** A new separator or encoding: the server splits the file again. */
  onReread: (options: { separator: CsvSeparator; encoding: CsvMapping['encoding'] }) => void;
  rereading: boolean;
}) {
  const id = useId();
  const labels = columnLabels(preview, mapping);
  const set = (patch: Partial<CsvMapping>) => onChange({ ...mapping, ...patch });
  const columnSelect = (
    key: 'dateColumn' | 'amountColumn' | 'creditColumn' | 'debitColumn' | 'idColumn',
    label: string,
    optional = false,
  ) => (
    <Field label={label} htmlFor={`${id}-${key}`}>
      <NativeSelect
        id={`${id}-${key}`}
        value={mapping[key] === null ? '' : String(mapping[key])}
        onChange={(event) => set({ [key]: event.target.value === '' ? null : Number(event.target.value) })}
      >
        {optional ? <option value="">Nenhuma</option> : null}
        {labels.map((name, index) => (
          <option key={name} value={index}>
            {name}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
  const dataStart =
    mapping.headerRow === null ? Math.max(0, firstDataRow(preview.rows)) : mapping.headerRow + 1;
  const sampleRows = preview.rows
    .slice(dataStart)
    .filter((row) => row.some(Boolean))
    .slice(0, 6);
  const usesColumns = mapping.amountColumn === null;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {preview.mappingSource === 'saved'
          ? 'Usamos o mapeamento salvo para esta conta. Confira a prévia antes de importar.'
          : 'Detectamos as colunas pelo cabeçalho e pelos valores. Confira e ajuste antes de importar; o mapeamento fica salvo para esta conta.'}
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Separador" htmlFor={`${id}-separator`}>
          <NativeSelect
            id={`${id}-separator`}
            value={preview.separator}
            disabled={rereading}
            onChange={(event) =>
              onReread({ separator: event.target.value as CsvSeparator, encoding: mapping.encoding })
            }
          >
            {CSV_SEPARATORS.map((item) => (
              <option key={item.label} value={item.value}>
                {item.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Codificação" htmlFor={`${id}-encoding`}>
          <NativeSelect
            id={`${id}-encoding`}
            value={mapping.encoding}
            disabled={rereading}
            onChange={(event) =>
              onReread({
                separator: preview.separator,
                encoding: event.target.value as CsvMapping['encoding'],
              })
            }
          >
            {ENCODINGS.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Separador decimal" htmlFor={`${id}-decimal`}>
          <NativeSelect
            id={`${id}-decimal`}
            value={mapping.decimal}
            onChange={(event) => set({ decimal: event.target.value as CsvMapping['decimal'] })}
          >
            <option value=",">Vírgula (1.234,56)</option>
            <option value=".">Ponto (1,234.56)</option>
          </NativeSelect>
        </Field>
        <Field label="Linha do cabeçalho" htmlFor={`${id}-header`}>
          <NativeSelect
            id={`${id}-header`}
            value={mapping.headerRow === null ? '' : String(mapping.headerRow)}
            onChange={(event) =>
              set({ headerRow: event.target.value === '' ? null : Number(event.target.value) })
            }
          >
            <option value="">Sem cabeçalho</option>
            {preview.rows.slice(0, 10).map((row, index) => (
              <option key={index} value={index}>
                {`Linha ${index + 1}: ${row.join(' | ').slice(0, 50)}`}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {columnSelect('dateColumn', 'Data')}
        <Field label="Formato da data" htmlFor={`${id}-date-format`}>
          <NativeSelect
            id={`${id}-date-format`}
            value={mapping.dateFormat}
            onChange={(event) => set({ dateFormat: event.target.value as DateFormat })}
          >
            {DATE_FORMATS.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">Descrição (uma ou mais colunas)</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {labels.map((name, index) => (
            <label key={name} className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={mapping.descriptionColumns.includes(index)}
                onChange={(event) =>
                  set({
                    descriptionColumns: event.target.checked
                      ? [...mapping.descriptionColumns, index].sort((a, b) => a - b)
                      : mapping.descriptionColumns.filter((column) => column !== index),
                  })
                }
              />
              {name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-medium">Valor</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="inline-flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-amount-mode`}
              checked={!usesColumns}
              onChange={() =>
                set({ amountColumn: mapping.creditColumn ?? 0, creditColumn: null, debitColumn: null })
              }
            />
            Uma coluna com sinal (saídas negativas)
          </label>
          <label className="inline-flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-amount-mode`}
              checked={usesColumns}
              onChange={() =>
                set({
                  creditColumn: mapping.amountColumn ?? 0,
                  debitColumn: mapping.amountColumn ?? 0,
                  amountColumn: null,
                })
              }
            />
            Colunas de crédito e débito
          </label>
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          {usesColumns ? (
            <>
              {columnSelect('creditColumn', 'Crédito (entradas)')}
              {columnSelect('debitColumn', 'Débito (saídas)')}
            </>
          ) : (
            columnSelect('amountColumn', 'Valor do lançamento')
          )}
          {columnSelect('idColumn', 'Identificador do banco (opcional)', true)}
        </div>
        <p className="text-xs text-muted-foreground">
          A coluna de saldo não entra: só o valor de cada lançamento.
        </p>
      </fieldset>
      <div className="grid gap-2">
        <p className="text-sm font-medium">
          Prévia ({preview.totalRows} linha(s) no arquivo · codificação{' '}
          {mapping.encoding === 'utf-8' ? 'UTF-8' : 'Windows-1252'})
        </p>
        <ScrollTable label="Prévia do extrato" className="min-w-[32rem]">
          <thead>
            <tr className="border-b text-left text-xs text-muted-foreground">
              <th className="p-2 font-medium">Data</th>
              <th className="p-2 font-medium">Descrição</th>
              <th className="p-2 text-right font-medium">Valor</th>
              <th className="p-2 font-medium">Leitura</th>
            </tr>
          </thead>
          <tbody>
            {sampleRows.map((row, index) => {
              const line = readCsvLine(row, mapping);
              return (
                <tr key={index} className="border-b last:border-0">
                  <td className="p-2 whitespace-nowrap">{line.postedOn ? formatDate(line.postedOn) : '—'}</td>
                  <td className="p-2">{line.description || '—'}</td>
                  <td className="p-2 text-right tabular-nums whitespace-nowrap">
                    {line.amount ? formatMoney(line.amount) : '—'}
                  </td>
                  <td className="p-2">
                    {line.ok ? (
                      <Badge color="green">OK</Badge>
                    ) : (
                      <span className="text-xs text-red-700">{line.reason}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      </div>
    </div>
  );
}

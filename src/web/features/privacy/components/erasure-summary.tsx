/**
 * What an anonymisation changes (or would change), table by table: rows, and each field with how many
 * values change (docs/product/privacy-lgpd.md). Used by the 'Anonimizar' preview and the retention card.
 */
import type { ErasurePreview } from '@shared/privacy/schemas';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function erasureHeadline(preview: ErasurePreview): string {
  if (!preview.cells && !preview.deleted) return 'Nenhum dado ligado a esta pessoa será alterado.';
  const parts = [
    `${plural(preview.cells, 'campo', 'campos')} em ${plural(preview.rows, 'registro', 'registros')} de ${plural(
      preview.tables.length,
      'tabela',
      'tabelas',
    )}`,
  ];
  if (preview.deleted) parts.push(`${plural(preview.deleted, 'link apagado', 'links apagados')}`);
  return `${parts.join(' e ')}.`;
}

export function ErasureSummary({ preview, caption }: { preview: ErasurePreview; caption: string }) {
  if (!preview.tables.length) return null;
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Onde
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Registros
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Campos alterados
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.tables.map((table) => (
            <tr key={table.table} className="border-t align-top">
              <th scope="row" className="px-3 py-2 font-medium">
                {table.label}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{table.rows + table.deleted}</td>
              <td className="px-3 py-2">
                {table.deleted ? (
                  <span>{plural(table.deleted, 'apagado', 'apagados')}</span>
                ) : (
                  <ul className="flex flex-wrap gap-x-3 gap-y-1">
                    {table.fields.map((field) => (
                      <li key={field.column}>
                        {field.label}{' '}
                        <span className="text-muted-foreground tabular-nums">({field.cells})</span>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The public invoice's items (issue 27 deliverable 7). On a phone each item is a card: the description,
 * then one labelled line per value ('Qtd.', 'Unitário', 'Total'), so the values never run together; from
 * `sm` up it is an ordinary four-column table. It stays a table (header cells, one cell per value) for
 * screen readers; the labels on a phone are CSS generated content from `data-label`.
 */
import { formatMoney } from '@shared/format';
import type { PublicInvoice } from '@shared/invoices/schemas';

const value =
  'flex justify-between gap-4 py-0.5 tabular-nums before:text-muted-foreground before:content-[attr(data-label)] sm:table-cell sm:py-2 sm:pl-4 sm:text-right sm:before:content-none';

export function InvoiceItems({ items }: { items: PublicInvoice['items'] }) {
  return (
    <table className="block w-full text-sm sm:table">
      <thead className="sr-only text-left text-muted-foreground sm:not-sr-only sm:table-header-group">
        <tr>
          <th scope="col" className="py-2 font-medium">
            Descrição
          </th>
          <th scope="col" className="py-2 pl-4 text-right font-medium">
            Qtd.
          </th>
          <th scope="col" className="py-2 pl-4 text-right font-medium">
            Unitário
          </th>
          <th scope="col" className="py-2 pl-4 text-right font-medium">
            Total
          </th>
        </tr>
      </thead>
      <tbody className="block divide-y sm:table-row-group">
        {items.map((item, index) => (
          <tr key={index} className="block py-3 sm:table-row sm:py-0">
            <td className="block pb-1 font-medium sm:table-cell sm:py-2 sm:font-normal">
              {item.description}
            </td>
            <td data-label="Qtd." className={value}>
              {item.quantity.replace('.', ',')}
            </td>
            <td data-label="Unitário" className={value}>
              {formatMoney(item.unitPrice)}
            </td>
            <td data-label="Total" className={`${value} font-medium sm:font-normal`}>
              {formatMoney(item.total)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

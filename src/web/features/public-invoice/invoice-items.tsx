/**
 * The public invoice's items (issue 27 deliverable 7). On a phone each item is a card: the description,
 * then one labelled line per value ('Qtd.', 'Unitário', 'Total'), so the values never run together; from
 * `sm` up it is an ordinary four-column table. The explicit table roles keep it a table for screen
 * readers while the rows are laid out as blocks (a `display` change drops the implicit roles in some
 * browsers).
 */
import { formatMoney } from '@shared/format';
import type { PublicInvoice } from '@shared/schemas/billing';

const value =
  'flex justify-between gap-4 py-0.5 tabular-nums before:text-muted-foreground before:content-[attr(data-label)] sm:table-cell sm:py-2 sm:pl-4 sm:text-right sm:before:content-none';

export function InvoiceItems({ items }: { items: PublicInvoice['items'] }) {
  return (
    <table role="table" className="block w-full text-sm sm:table">
      <thead role="rowgroup" className="sr-only text-left text-muted-foreground sm:not-sr-only sm:table-header-group">
        <tr role="row">
          <th role="columnheader" scope="col" className="py-2 font-medium">
            Descrição
          </th>
          <th role="columnheader" scope="col" className="py-2 pl-4 text-right font-medium">
            Qtd.
          </th>
          <th role="columnheader" scope="col" className="py-2 pl-4 text-right font-medium">
            Unitário
          </th>
          <th role="columnheader" scope="col" className="py-2 pl-4 text-right font-medium">
            Total
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="block divide-y sm:table-row-group">
        {items.map((item, index) => (
          <tr key={index} role="row" className="block py-3 sm:table-row sm:py-0">
            <td role="cell" className="block pb-1 font-medium sm:table-cell sm:py-2 sm:font-normal">
              {item.description}
            </td>
            <td role="cell" data-label="Qtd." className={value}>
              {item.quantity.replace('.', ',')}
            </td>
            <td role="cell" data-label="Unitário" className={value}>
              {formatMoney(item.unitPrice)}
            </td>
            <td role="cell" data-label="Total" className={`${value} font-medium sm:font-normal`}>
              {formatMoney(item.total)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

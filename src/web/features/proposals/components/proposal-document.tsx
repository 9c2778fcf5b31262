/**
 * The proposal as the client reads it: header, introduction, scope, items with totals, payment plan,
 * validity and terms. The same markup is the printable version (print stylesheet via Tailwind's
 * `print:` variants; 'Imprimir / PDF' calls window.print) and the public page /proposta/:token, where
 * the optional items get their checkboxes.
 */
import type { ReactNode } from 'react';
import { site } from '@shared/content/site';
import { formatDate, formatMoney } from '@shared/format';
import type { Plan, Totals } from '@shared/schemas/proposal-totals';
import { PlanSummary } from './plan-summary';

export type DocumentItem = {
  key: string | number;
  description: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  optional: boolean;
  selected: boolean;
  lineTotal: string;
};

export type DocumentData = {
  number: string;
  version: number;
  title: string;
  clientName: string;
  intro: string;
  scope: string;
  terms: string;
  validUntil: string;
  paymentPlan: Plan;
  totals: Totals;
  items: DocumentItem[];
};

const quantityText = (quantity: string) => quantity.replace(/\.00$/, '').replace('.', ',');

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2 break-inside-avoid">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function ProposalDocument({
  proposal,
  optionalControl,
}: {
  proposal: DocumentData;
  /** The control beside an optional item (the client's checkbox on the public page). */
  optionalControl?: (item: DocumentItem) => ReactNode;
}) {
  const required = proposal.items.filter((item) => !item.optional);
  const optional = proposal.items.filter((item) => item.optional);
  const retainer = proposal.paymentPlan.kind === 'retainer';
  return (
    <article className="grid gap-6 text-sm leading-relaxed print:gap-4 print:text-[11pt]">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-primary">{site.legalName}</p>
          <h1 className="mt-1 text-2xl font-bold">{proposal.title}</h1>
          <p className="text-muted-foreground">Para {proposal.clientName}</p>
        </div>
        <dl className="grid gap-0.5 text-xs text-muted-foreground sm:text-right">
          <div>
            <dt className="inline">Proposta </dt>
            <dd className="inline font-medium text-foreground">{proposal.number}</dd>
          </div>
          {proposal.version > 1 ? (
            <div>
              <dt className="inline">Versão </dt>
              <dd className="inline">{proposal.version}</dd>
            </div>
          ) : null}
          <div>
            <dt className="inline">Válida até </dt>
            <dd className="inline">{formatDate(proposal.validUntil)}</dd>
          </div>
        </dl>
      </header>

      {proposal.intro ? <p className="whitespace-pre-wrap">{proposal.intro}</p> : null}
      {proposal.scope ? (
        <Block title="Escopo">
          <p className="whitespace-pre-wrap">{proposal.scope}</p>
        </Block>
      ) : null}

      <Block title="Investimento">
        <ItemsTable items={required} />
        {optional.length ? (
          <div className="grid gap-2">
            <h3 className="text-sm font-semibold">Itens opcionais</h3>
            <ItemsTable items={optional} optionalControl={optionalControl} />
          </div>
        ) : null}
        <dl className="ml-auto grid w-full max-w-xs gap-1 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Subtotal</dt>
            <dd className="tabular-nums">{formatMoney(proposal.totals.subtotal)}</dd>
          </div>
          {proposal.totals.discount !== '0.00' ? (
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Descontos</dt>
              <dd className="tabular-nums">− {formatMoney(proposal.totals.discount)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4 border-t pt-1 text-base font-semibold">
            <dt>{retainer ? 'Total mensal' : 'Total'}</dt>
            <dd className="tabular-nums" data-testid="proposal-total">
              {formatMoney(proposal.totals.total)}
            </dd>
          </div>
        </dl>
      </Block>

      <Block title="Forma de pagamento">
        <PlanSummary plan={proposal.paymentPlan} total={proposal.totals.total} />
      </Block>

      {proposal.terms ? (
        <Block title="Condições">
          <p className="whitespace-pre-wrap">{proposal.terms}</p>
        </Block>
      ) : null}
      <p className="text-xs text-muted-foreground">
        Proposta válida até {formatDate(proposal.validUntil)}. {site.legalName} · {site.email}
      </p>
    </article>
  );
}

function ItemsTable({
  items,
  optionalControl,
}: {
  items: DocumentItem[];
  optionalControl?: (item: DocumentItem) => ReactNode;
}) {
  if (!items.length) return null;
  return (
    <div className="overflow-x-auto rounded-lg border print:overflow-visible">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th className="p-2 font-medium">Descrição</th>
            <th className="hidden p-2 text-right font-medium sm:table-cell print:table-cell">Qtd.</th>
            <th className="hidden p-2 text-right font-medium sm:table-cell print:table-cell">
              Valor unitário
            </th>
            <th className="hidden p-2 text-right font-medium sm:table-cell print:table-cell">Desconto</th>
            <th className="p-2 text-right font-medium">Total</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {items.map((item) => (
            <tr
              key={item.key}
              className={item.optional && !item.selected ? 'text-muted-foreground' : undefined}
            >
              <td className="p-2">
                {optionalControl ? optionalControl(item) : item.description}
                {item.optional && !optionalControl ? (
                  <span className="ml-1 text-xs text-muted-foreground">
                    ({item.selected ? 'opcional, incluído' : 'opcional'})
                  </span>
                ) : null}
                <span className="block text-xs text-muted-foreground sm:hidden print:hidden">
                  {quantityText(item.quantity)} × {formatMoney(item.unitPrice)}
                  {item.discount === '0.00' ? '' : ` − ${formatMoney(item.discount)}`}
                </span>
              </td>
              <td className="hidden p-2 text-right tabular-nums sm:table-cell print:table-cell">
                {quantityText(item.quantity)}
              </td>
              <td className="hidden p-2 text-right tabular-nums sm:table-cell print:table-cell">
                {formatMoney(item.unitPrice)}
              </td>
              <td className="hidden p-2 text-right tabular-nums sm:table-cell print:table-cell">
                {item.discount === '0.00' ? '—' : formatMoney(item.discount)}
              </td>
              <td className="p-2 text-right tabular-nums">{formatMoney(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

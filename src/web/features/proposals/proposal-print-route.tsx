/**
 * /coders/comercial/propostas/:proposalId/imprimir: the proposal alone on the page, ready for the
 * browser's print or 'Salvar como PDF' ('Imprimir / PDF' calls window.print; the toolbar is hidden
 * when printing).
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '@web/components/page-title';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/feedback';
import { proposalQuery } from './api/proposals';
import { ProposalDocument } from './components/proposal-document';
import { proposalPath } from './paths';

export function Component() {
  const id = useParams().proposalId ?? '';
  const query = useQuery(proposalQuery(id));
  usePageTitle(query.data ? `${query.data.number} — ${query.data.title}` : 'Proposta');

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link to={proposalPath(id)} className={buttonVariants({ variant: 'ghost' })}>
          <ArrowLeft aria-hidden="true" />
          Voltar à proposta
        </Link>
        <Button onClick={() => window.print()} disabled={!query.data}>
          <Printer aria-hidden="true" />
          Imprimir / PDF
        </Button>
      </div>
      {query.isPending ? (
        <Spinner className="min-h-60" label="Carregando a proposta..." />
      ) : query.isError ? (
        <p role="alert">{query.error.message || 'Não foi possível carregar a proposta.'}</p>
      ) : (
        <ProposalDocument
          proposal={{ ...query.data, items: query.data.items.map((item) => ({ ...item, key: item.id })) }}
        />
      )}
    </div>
  );
}

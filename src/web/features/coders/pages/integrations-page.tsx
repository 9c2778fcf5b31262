/** CODERS adm → Integrações: AI provider, SMTP and database as the server reports them (no secrets). */
import { useQuery } from '@tanstack/react-query';
import { Bot, Database, Mail, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BadgeColor } from '@shared/catalog/statuses';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/feedback';
import { integrationsQuery } from '../api/get-integrations';

function Item({
  icon: Icon,
  title,
  badge,
  children,
}: {
  icon: typeof Bot;
  title: string;
  badge: { label: string; color: BadgeColor };
  children: ReactNode;
}) {
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-lg bg-primary/10 text-primary">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h2 className="font-semibold">{title}</h2>
        </div>
        <Badge color={badge.color}>{badge.label}</Badge>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">{children}</dl>
    </Card>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words font-medium">{children}</dd>
    </>
  );
}

export function IntegrationsPage() {
  const { data, isPending, error, refetch, isFetching } = useQuery(integrationsQuery);
  if (isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-3" aria-busy="true">
        <Skeleton className="h-44" />
        <Skeleton className="h-44" />
        <Skeleton className="h-44" />
        <span className="sr-only">Carregando...</span>
      </div>
    );
  }
  if (error) {
    return (
      <div
        role="alert"
        className="space-y-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-destructive"
      >
        <p>{error.message || 'Não foi possível carregar as integrações.'}</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  const { ai, smtp, database } = data;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-3">
        <Item
          icon={Bot}
          title="Assistente de IA"
          badge={
            ai.provider === 'openai'
              ? { label: 'API compatível com OpenAI', color: 'blue' }
              : { label: 'Assistente local', color: 'slate' }
          }
        >
          <Row term="Provedor">{ai.provider === 'openai' ? 'OpenAI (ou compatível)' : 'Local, em PT-BR'}</Row>
          <Row term="Modelo">{ai.model ?? 'Regras e base de conhecimento próprias'}</Row>
          <Row term="Servidor">{ai.baseUrlHost ?? 'Nenhum: roda no próprio servidor'}</Row>
        </Item>
        <Item
          icon={Mail}
          title="E-mail (SMTP)"
          badge={
            smtp.configured
              ? { label: 'Configurado', color: 'green' }
              : { label: 'Não configurado', color: 'amber' }
          }
        >
          <Row term="Servidor">{smtp.host ?? '—'}</Row>
          <Row term="Remetente">{smtp.from}</Row>
          <Row term="Links de acesso">
            {smtp.configured
              ? 'Convites e redefinições são enviados por e-mail.'
              : 'Os links aparecem na tela para copiar.'}
          </Row>
        </Item>
        <Item
          icon={Database}
          title="Banco de dados"
          badge={
            database.status === 'ok' ? { label: 'Online', color: 'green' } : { label: 'Erro', color: 'red' }
          }
        >
          <Row term="Motor">
            {database.driver === 'pglite' ? 'PostgreSQL embutido (PGlite)' : 'Servidor PostgreSQL'}
          </Row>
          <Row term="Latência">{database.latencyMs === null ? '—' : `${database.latencyMs} ms`}</Row>
        </Item>
      </div>
      <p className="text-sm text-muted-foreground">
        Chaves e senhas nunca aparecem aqui. Para mudar uma integração, ajuste as variáveis de ambiente do
        servidor (AI_API_KEY, AI_BASE_URL, AI_MODEL, SMTP_URL, DATABASE_URL) e reinicie.
      </p>
      <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
        <RefreshCw aria-hidden="true" className={isFetching ? 'animate-spin' : undefined} />
        Verificar novamente
      </Button>
    </div>
  );
}

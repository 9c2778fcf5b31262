import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatDate } from '@shared/format';
import { paths } from '@web/app/paths';
import { MarkdownContent } from '@web/components/markdown-content';
import { usePageTitle } from '@web/components/page-title';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/feedback';
import { ApiError } from '@web/lib/api';
import { publicPostQuery } from './api/get-public-post';

function BackLink() {
  return (
    <Link
      to={paths.blog}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-blue-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Voltar para o blog
    </Link>
  );
}

function NotFound() {
  return (
    <div className="mx-auto grid max-w-2xl justify-items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Post não encontrado</h1>
      <p className="text-lg text-slate-600">O artigo que você procura não existe ou foi removido.</p>
      <Link to={paths.blog} className={buttonVariants()}>
        Ver todos os posts
      </Link>
    </div>
  );
}

/** A published post (beyond the original product): title, date, cover and the Markdown content as safe HTML. */
export function Component() {
  const { slug = '' } = useParams();
  const query = useQuery(publicPostQuery(slug));
  const post = query.data;
  const missing = query.error instanceof ApiError && query.error.status === 404;
  // One title hook here: a child's effect would run first and be overwritten by the parent's.
  usePageTitle(missing ? 'Post não encontrado' : (post?.title ?? 'Blog'));

  if (missing) return <NotFound />;

  return (
    <article
      className="mx-auto max-w-3xl px-4 py-12 md:px-6 md:py-16"
      aria-busy={query.isPending || undefined}
    >
      <BackLink />
      {query.isPending ? (
        <div className="mt-8 grid gap-4" role="status" aria-label="Carregando post">
          <Skeleton className="h-10 w-4/5" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="aspect-video w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : query.isError || !post ? (
        <div role="alert" className="mt-10 grid justify-items-center gap-4 text-center">
          <p className="text-slate-700">
            Não foi possível carregar o post. Verifique sua conexão e tente novamente.
          </p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <>
          <header className="mt-8 grid gap-4">
            <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 md:text-4xl">
              {post.title}
            </h1>
            <p className="text-sm text-slate-600">
              Publicado em <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
            </p>
            {post.excerpt ? <p className="text-lg text-pretty text-slate-600">{post.excerpt}</p> : null}
          </header>
          {post.coverImage ? (
            <img
              src={post.coverImage}
              alt=""
              width={1280}
              height={720}
              decoding="async"
              className="mt-8 aspect-video w-full rounded-2xl bg-slate-100 object-cover"
            />
          ) : null}
          <MarkdownContent html={post.html} className="mt-10 text-slate-800" />
          <aside
            className="mt-14 rounded-2xl bg-blue-700 p-8 text-center text-white"
            aria-labelledby="cta-titulo"
          >
            <h2 id="cta-titulo" className="text-2xl font-bold tracking-tight">
              Quer colocar isso em prática?
            </h2>
            <p className="mt-2 text-blue-100">
              Faça a avaliação gratuita do seu projeto e receba um retorno em até 4 horas.
            </p>
            <Link
              to={paths.questionnaire}
              className="mt-6 inline-flex h-11 items-center justify-center rounded-md bg-white px-8 font-semibold text-blue-700 hover:bg-blue-50"
            >
              Avaliar Projeto
            </Link>
          </aside>
        </>
      )}
    </article>
  );
}

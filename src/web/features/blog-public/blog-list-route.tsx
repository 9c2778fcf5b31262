import { useInfiniteQuery } from '@tanstack/react-query';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { usePageTitle } from '@web/components/page-title';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/feedback';
import { publicPostsQuery } from './api/list-public-posts';
import { PostCard } from './components/post-card';

/** The public blog (beyond the original product): published posts, newest first. */
export function Component() {
  usePageTitle('Blog');
  const query = useInfiniteQuery(publicPostsQuery);
  const posts = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="blog-titulo" className="bg-slate-50/60 py-16 md:py-20">
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        <header className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-widest text-blue-700 uppercase">Blog</p>
          <h1
            id="blog-titulo"
            className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 md:text-4xl"
          >
            Ideias para vender mais com tecnologia
          </h1>
          <p className="mt-4 text-lg text-pretty text-slate-600">
            Guias práticos sobre sites, agentes de IA, marca e marketing digital para empresas brasileiras.
          </p>
        </header>

        {query.isPending ? (
          <ul
            className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
            aria-busy="true"
            aria-label="Carregando posts"
          >
            {Array.from({ length: 3 }, (_, index) => (
              <li key={index} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
                <Skeleton className="aspect-video w-full rounded-none" />
                <div className="grid gap-3 p-6">
                  <Skeleton className="h-4 w-24" />
                  <Skeleton className="h-6 w-4/5" />
                  <Skeleton className="h-16 w-full" />
                </div>
              </li>
            ))}
          </ul>
        ) : query.isError && posts.length === 0 ? (
          <div role="alert" className="mt-12 grid justify-items-center gap-4 text-center">
            <p className="text-slate-700">
              Não foi possível carregar os posts. Verifique sua conexão e tente novamente.
            </p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : posts.length === 0 ? (
          <p className="mt-12 text-center text-slate-600">Nenhum post publicado ainda. Volte em breve!</p>
        ) : (
          <>
            <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
            <DataTableLoadMore
              query={query}
              label="Carregar mais posts"
              className="mt-10 flex justify-center"
            />
          </>
        )}
      </div>
    </section>
  );
}

/**
 * 'Do nosso blog' on the landing page: the three newest published posts, fetched in the browser after
 * hydration (the prerendered page stays static). Renders nothing until there is something to show.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '@shared/format';
import type { PublicPostList } from '@shared/schemas/post';
import { paths } from '@web/app/paths';
import { api } from '@web/lib/api';

export function LatestPosts() {
  const query = useQuery({
    queryKey: ['public-posts', 'latest'],
    queryFn: () => api.get<PublicPostList>('/api/public/posts', { limit: 3 }),
    retry: 1,
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  });
  const posts = query.data?.items ?? [];
  if (posts.length === 0) return null;

  return (
    <section
      id="blog"
      aria-labelledby="blog-recentes-titulo"
      className="render-when-near bg-white py-20 md:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        <div className="flex flex-col items-start justify-between gap-4 md:flex-row md:items-end">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-widest text-blue-700 uppercase">Blog</p>
            <h2
              id="blog-recentes-titulo"
              className="mt-3 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl"
            >
              Do nosso blog
            </h2>
            <p className="mt-4 text-lg text-slate-600">Guias práticos para vender mais com tecnologia.</p>
          </div>
          <Link
            to={paths.blog}
            className="inline-flex items-center gap-1.5 font-semibold text-blue-700 underline-offset-4 hover:underline"
          >
            Ver todos os posts
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <article className="relative flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-slate-50/60 p-6 transition-shadow focus-within:shadow-md hover:shadow-md">
                <time dateTime={post.publishedAt} className="text-sm text-slate-600">
                  {formatDate(post.publishedAt)}
                </time>
                <h3 className="text-lg font-semibold tracking-tight text-slate-900 text-balance">
                  <Link
                    to={paths.blogPost(post.slug)}
                    className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-blue-700"
                  >
                    {post.title}
                  </Link>
                </h3>
                {post.excerpt ? <p className="line-clamp-3 text-slate-600">{post.excerpt}</p> : null}
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

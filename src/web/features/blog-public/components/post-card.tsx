import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '@shared/format';
import type { PublicPostSummary } from '@shared/schemas/post';
import { paths } from '@web/app/paths';

/** A post in the public list: cover, date, title (the link), excerpt. */
export function PostCard({
  post,
  headingLevel = 'h2',
}: {
  post: PublicPostSummary;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      {post.coverImage ? (
        <img
          src={post.coverImage}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-slate-100 object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="aspect-video w-full bg-gradient-to-br from-blue-600 to-indigo-700"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <time dateTime={post.publishedAt} className="text-sm text-slate-600">
          {formatDate(post.publishedAt)}
        </time>
        <Heading className="text-xl font-semibold tracking-tight text-slate-900 text-balance">
          <Link
            to={paths.blogPost(post.slug)}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-blue-700"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? <p className="line-clamp-3 text-slate-600">{post.excerpt}</p> : null}
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-blue-700"
        >
          Ler artigo
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { renderMarkdown } from '@shared/markdown';
import { type PostData, type PostInput, type PostRow, postInputSchema, slugify } from '@shared/schemas/post';
import { MarkdownContent } from '@web/components/markdown-content';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ApiError } from '@web/lib/api';
import { toastRecordSaved, toastRecordSaveFailed } from '@web/lib/record-toasts';
import { useSavePost } from '../api/save-post';
import { CoverImageField } from './cover-image-field';
import { LibraryImagePicker } from './library-image-picker';

const FIELDS = ['title', 'slug', 'excerpt', 'content', 'coverImage'] as const;
const SUBMIT_GUARD_MS = 2000;

/** 'Novo Post' and edit (docs/product/blog.md, made to work): title, address, excerpt, Markdown with preview, cover. */
export function PostEditorDialog({
  open,
  onOpenChange,
  post,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  post: PostRow | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={820}>
        {open ? <PostEditor key={post?.id ?? 'new'} post={post} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PostEditor({ post, onDone }: { post: PostRow | null; onDone: () => void }) {
  const editing = Boolean(post);
  const save = useSavePost(post?.id ?? null);
  const lastSubmit = useRef(0);
  // A new post's address follows its title until the author edits the address.
  const [slugTouched, setSlugTouched] = useState(editing);
  const [tab, setTab] = useState('write');
  const [pickingInline, setPickingInline] = useState(false);
  const form = useForm<PostInput, unknown, PostData>({
    resolver: zodResolver(postInputSchema),
    defaultValues: {
      title: post?.title ?? '',
      slug: post?.slug ?? '',
      excerpt: post?.excerpt ?? '',
      content: post?.content ?? '',
      coverImage: post?.coverImage ?? null,
    },
  });
  const { errors } = form.formState;
  const content = form.watch('content');
  const preview = useMemo(() => (tab === 'preview' ? renderMarkdown(content ?? '') : ''), [tab, content]);

  const titleField = form.register('title', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (!slugTouched)
        form.setValue('slug', slugify(event.target.value), { shouldValidate: Boolean(errors.slug) });
    },
  });

  const submit = form.handleSubmit(
    async (data) => {
      if (Date.now() - lastSubmit.current < SUBMIT_GUARD_MS) return;
      lastSubmit.current = Date.now();
      try {
        await save.mutateAsync(data);
        toastRecordSaved('post', editing);
        onDone();
      } catch (error) {
        lastSubmit.current = 0;
        if (error instanceof ApiError) {
          if (error.status === 401 || error.status === 403) return;
          for (const field of FIELDS) {
            const message = error.fields?.[field];
            if (message) form.setError(field, { message });
          }
          if (error.fields?.content) setTab('write');
        }
        toastRecordSaveFailed(
          'post',
          editing,
          error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : undefined,
        );
      }
    },
    () => setTab('write'),
  );

  const aria = (id: string, has: boolean) =>
    has ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{editing ? 'Editar Post' : 'Novo Post'}</DialogTitle>
        <DialogDescription>
          Escreva em Markdown. O post fica como rascunho até ser publicado na lista.
        </DialogDescription>
      </DialogHeader>

      <Field label="Título" htmlFor="post-title" error={errors.title?.message}>
        <Input
          id="post-title"
          autoComplete="off"
          {...aria('post-title', Boolean(errors.title))}
          {...titleField}
        />
      </Field>

      <Field
        label="Endereço"
        htmlFor="post-slug"
        error={errors.slug?.message}
        hint="Letras minúsculas, números e hífens. Gerado a partir do título."
      >
        <div className="flex items-center rounded-md border border-input focus-within:outline-2 focus-within:outline-ring">
          <span className="select-none pl-3 text-sm text-muted-foreground" aria-hidden="true">
            /blog/
          </span>
          <Input
            id="post-slug"
            autoComplete="off"
            className="border-0 pl-1 focus-visible:outline-none"
            {...aria('post-slug', Boolean(errors.slug))}
            {...form.register('slug', { onChange: () => setSlugTouched(true) })}
          />
        </div>
      </Field>

      <Field label="Resumo" htmlFor="post-excerpt" error={errors.excerpt?.message}>
        <Textarea
          id="post-excerpt"
          rows={2}
          {...aria('post-excerpt', Boolean(errors.excerpt))}
          {...form.register('excerpt')}
        />
      </Field>

      <div className="grid gap-1.5">
        <Tabs value={tab} onValueChange={setTab}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label htmlFor="post-content" className="text-sm font-medium leading-none">
              Conteúdo (Markdown)
            </label>
            <Button type="button" variant="ghost" size="sm" onClick={() => setPickingInline(true)}>
              Inserir imagem da biblioteca
            </Button>
            <TabsList aria-label="Modo do editor">
              <TabsTrigger value="write">Escrever</TabsTrigger>
              <TabsTrigger value="preview">Visualizar</TabsTrigger>
            </TabsList>
          </div>
          <TabsContent value="write" className="mt-2">
            <Textarea
              id="post-content"
              rows={14}
              className="font-mono text-sm"
              placeholder={'## Subtítulo\n\nTexto com **negrito**, listas e [links](https://...).'}
              {...aria('post-content', Boolean(errors.content))}
              {...form.register('content')}
            />
          </TabsContent>
          <TabsContent value="preview" className="mt-2">
            <div className="min-h-72 rounded-md border p-4" role="region" aria-label="Prévia do conteúdo">
              {content?.trim() ? (
                <MarkdownContent html={preview} />
              ) : (
                <p className="text-sm text-muted-foreground">Nada para visualizar ainda.</p>
              )}
            </div>
          </TabsContent>
        </Tabs>
        {errors.content?.message ? (
          <p id="post-content-error" role="alert" className="text-sm text-destructive">
            {errors.content.message}
          </p>
        ) : null}
      </div>

      <LibraryImagePicker
        title="Inserir imagem da biblioteca"
        open={pickingInline}
        onOpenChange={setPickingInline}
        onPick={(asset) => {
          const current = form.getValues('content') ?? '';
          const alt = asset.title.replace(/[[\]]/g, '');
          form.setValue(
            'content',
            `${current}${current && !current.endsWith('\n') ? '\n\n' : ''}![${alt}](${asset.previewUrl})\n`,
            {
              shouldDirty: true,
            },
          );
          setTab('write');
        }}
      />

      <Controller
        control={form.control}
        name="coverImage"
        render={({ field }) => (
          <CoverImageField
            value={field.value ?? null}
            onChange={(url) => field.onChange(url)}
            error={errors.coverImage?.message}
            onError={(message) =>
              message ? form.setError('coverImage', { message }) : form.clearErrors('coverImage')
            }
          />
        )}
      />

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Salvando...' : editing ? 'Salvar alterações' : 'Criar post'}
        </Button>
      </DialogFooter>
    </form>
  );
}

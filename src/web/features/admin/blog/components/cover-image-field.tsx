import { ImagePlus, Images, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { useUploadImage } from '../api/upload-image';
import { LibraryImagePicker } from './library-image-picker';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** Cover image: uploads on choice (the server checks type by content and size), previews, removable. */
export function CoverImageField({
  value,
  onChange,
  error,
  onError,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
  onError: (message: string | null) => void;
}) {
  const upload = useUploadImage();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [picking, setPicking] = useState(false);
  const library = (
    <Button type="button" variant="outline" size={value ? 'sm' : 'default'} onClick={() => setPicking(true)}>
      <Images aria-hidden="true" />
      Escolher da biblioteca
    </Button>
  );

  async function choose(file: File | undefined) {
    if (!file) return;
    onError(null);
    try {
      const stored = await upload.mutateAsync(file);
      onChange(stored.url);
    } catch (failure) {
      onError(
        failure instanceof ApiError && failure.status !== 0
          ? failure.message
          : 'Não foi possível enviar a imagem. Tente novamente.',
      );
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-medium leading-none" id={`${id}-label`}>
        Imagem de capa
      </span>
      {value ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <img
            src={value}
            alt="Prévia da imagem de capa"
            className="aspect-video w-full rounded-md border object-cover sm:w-48"
          />
          <div className="flex gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => input.current?.click()}
              disabled={upload.isPending}
            >
              <ImagePlus aria-hidden="true" />
              Trocar imagem
            </Button>
            {library}
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
              <Trash2 aria-hidden="true" />
              Remover imagem
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            className="justify-start"
            onClick={() => input.current?.click()}
            disabled={upload.isPending}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          >
            <ImagePlus aria-hidden="true" />
            {upload.isPending ? 'Enviando imagem...' : 'Enviar imagem de capa'}
          </Button>
          {library}
        </div>
      )}
      <LibraryImagePicker
        open={picking}
        onOpenChange={setPicking}
        onPick={(asset) => {
          onError(null);
          onChange(asset.previewUrl);
        }}
      />
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-labelledby={`${id}-label`}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          PNG, JPEG, WebP ou GIF.
        </p>
      )}
    </div>
  );
}

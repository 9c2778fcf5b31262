/** An asset's picture: the image itself, or the icon of a PDF or a video link. */
import { FileText, Film } from 'lucide-react';
import type { Asset } from '@shared/assets/schemas';
import { cn } from '@web/lib/cn';

export function AssetPreview({ asset, className }: { asset: Asset; className?: string }) {
  if (asset.previewUrl)
    return (
      <img
        src={asset.previewUrl}
        alt={asset.title}
        loading="lazy"
        className={cn('aspect-video w-full bg-muted object-contain', className)}
      />
    );
  const Icon = asset.kind === 'pdf' ? FileText : Film;
  return (
    <div
      className={cn(
        'flex aspect-video w-full items-center justify-center bg-muted text-muted-foreground',
        className,
      )}
    >
      <Icon className="size-10" aria-hidden="true" />
    </div>
  );
}

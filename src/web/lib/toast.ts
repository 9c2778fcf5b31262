/** The one toast helper: title + optional description, destructive for errors (sonner, spec §9). */
import { toast as sonner } from 'sonner';

export const toast = {
  success: (title: string, description?: string) => sonner.success(title, { description }),
  info: (title: string, description?: string) => sonner(title, { description }),
  error: (title: string, description?: string) =>
    sonner.error(title, { description, className: 'destructive', duration: 4000 }),
};

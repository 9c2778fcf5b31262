/** POST /api/uploads (multipart): stores a cover image; the server checks its real type and size. */
import { useMutation } from '@tanstack/react-query';
import type { UploadedFile } from '@shared/schemas/post';
import { api } from '@web/lib/api';

export function useUploadImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return api.post<UploadedFile>('/api/uploads', form);
    },
  });
}

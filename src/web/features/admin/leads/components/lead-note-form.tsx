/** 'Nova nota' in the lead drawer's activity: a note is required; the timeline shows it once saved. */
import { type FormEvent, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useAddLeadNote } from '../api/add-lead-note';

export function LeadNoteForm({ leadId }: { leadId: string }) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const addNote = useAddLeadNote(leadId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!content.trim()) {
      setError('Escreva a nota');
      return;
    }
    setError(null);
    try {
      await addNote.mutateAsync(content.trim());
      setContent('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Não foi possível salvar a nota.');
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mb-3 grid gap-2">
      <Label htmlFor="lead-note">Nova nota</Label>
      <Textarea
        id="lead-note"
        rows={2}
        value={content}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'lead-note-error' : undefined}
        onChange={(event) => setContent(event.target.value)}
        placeholder="Ex.: liguei e ficou de enviar o briefing na sexta."
      />
      {error ? (
        <p id="lead-note-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" className="justify-self-end" disabled={addNote.isPending}>
        Adicionar nota
      </Button>
    </form>
  );
}

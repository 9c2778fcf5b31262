/**
 * CSV import: choose a file, check the column mapping against a preview, import with a progress bar.
 * Rows go to the server 500 at a time; people already in the base (same e-mail) are updated, not
 * doubled; a new e-mail with another lead's phone or name is created and flagged as a possible
 * duplicate (decision 056).
 */
import { useQueryClient } from '@tanstack/react-query';
import { FileUp, Loader2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { LeadImportResult } from '@shared/schemas/lead';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { toast } from '@web/lib/toast';
import { importLeadsInChunks } from '../api/import-leads';
import { leadKeys } from '../api/keys';
import { parseCsv } from '../lib/csv';
import {
  applyMapping,
  guessMapping,
  type ImportField,
  type ImportMapping,
  importFields,
  missingRequired,
} from '../lib/import-mapping';

const MAX_ROWS = 50_000;
const PREVIEW_ROWS = 5;

type Step =
  | { kind: 'file' }
  | { kind: 'map'; fileName: string; headers: string[]; rows: string[][]; mapping: ImportMapping }
  | { kind: 'importing'; done: number; total: number }
  | { kind: 'done'; result: LeadImportResult; total: number };

export function ImportLeadsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [step, setStep] = useState<Step>({ kind: 'file' });
  const [fileError, setFileError] = useState<string | null>(null);
  const cancel = useRef({ cancelled: false });
  const client = useQueryClient();
  const fileId = useId();

  function close(next: boolean) {
    if (!next) {
      cancel.current.cancelled = true;
      setStep({ kind: 'file' });
      setFileError(null);
    }
    onOpenChange(next);
  }

  async function readFile(file: File) {
    setFileError(null);
    const text = await file.text();
    const { headers, rows } = parseCsv(text);
    if (!headers.length || !rows.length) {
      setFileError('O arquivo está vazio ou não tem linhas além do cabeçalho.');
      return;
    }
    if (rows.length > MAX_ROWS) {
      setFileError(
        `O arquivo tem ${rows.length.toLocaleString('pt-BR')} linhas; importe no máximo ${MAX_ROWS.toLocaleString('pt-BR')} por vez.`,
      );
      return;
    }
    setStep({ kind: 'map', fileName: file.name, headers, rows, mapping: guessMapping(headers) });
  }

  async function runImport(rows: Record<string, string>[]) {
    cancel.current = { cancelled: false };
    setStep({ kind: 'importing', done: 0, total: rows.length });
    try {
      const result = await importLeadsInChunks(
        rows,
        (done, total) => setStep({ kind: 'importing', done, total }),
        cancel.current,
      );
      setStep({ kind: 'done', result, total: rows.length });
      toast.success(
        'Importação concluída',
        `${plural(result.created, 'criado', 'criados')}, ${plural(result.updated, 'atualizado', 'atualizados')}, ${plural(result.failed.length, 'com erro', 'com erro')}.`,
      );
    } catch (error) {
      toast.error('Erro na importação', error instanceof Error ? error.message : 'Tente novamente.');
      setStep({ kind: 'file' });
    } finally {
      void client.invalidateQueries({ queryKey: leadKeys.all });
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent width={760}>
        <DialogHeader>
          <DialogTitle>Importar leads (CSV)</DialogTitle>
          <DialogDescription>
            Leads com o mesmo email de um lead existente são atualizados. Um email novo cria um lead; se o
            telefone ou o nome já for de outro lead, ele aparece em Duplicados para você conferir.
          </DialogDescription>
        </DialogHeader>

        {step.kind === 'file' ? (
          <div className="grid gap-3">
            <Label htmlFor={fileId}>Arquivo CSV</Label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              className="block w-full rounded-md border border-input p-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium"
              aria-describedby={`${fileId}-hint`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void readFile(file);
              }}
            />
            <p id={`${fileId}-hint`} className="text-xs text-muted-foreground">
              Separado por ponto e vírgula ou vírgula, com cabeçalho na primeira linha (o formato de “Exportar
              CSV” serve). Colunas obrigatórias: Nome e Email.
            </p>
            {fileError ? (
              <p role="alert" className="text-sm text-destructive">
                {fileError}
              </p>
            ) : null}
          </div>
        ) : null}

        {step.kind === 'map' ? (
          <MappingStep
            step={step}
            onChange={setStep}
            onImport={runImport}
            onBack={() => setStep({ kind: 'file' })}
          />
        ) : null}

        {step.kind === 'importing' ? (
          <div className="grid gap-3 py-4">
            <p className="flex items-center gap-2 text-sm font-medium">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              Importando {step.done.toLocaleString('pt-BR')} de {step.total.toLocaleString('pt-BR')} linhas...
            </p>
            <div
              role="progressbar"
              aria-label="Progresso da importação"
              aria-valuemin={0}
              aria-valuemax={step.total}
              aria-valuenow={step.done}
              className="h-2.5 overflow-hidden rounded-full bg-muted"
            >
              <div
                className="h-full rounded-full bg-primary transition-[width] duration-300"
                style={{ width: `${step.total ? (step.done / step.total) * 100 : 0}%` }}
              />
            </div>
          </div>
        ) : null}

        {step.kind === 'done' ? (
          <div className="grid gap-3" role="status">
            <p className="font-medium">
              Importação concluída: {step.total.toLocaleString('pt-BR')} linhas processadas.
            </p>
            <ul className="grid gap-1 text-sm">
              <li>{plural(step.result.created, 'lead criado', 'leads criados')}</li>
              <li>{plural(step.result.updated, 'lead atualizado', 'leads atualizados')} (mesmo email)</li>
              {step.result.duplicates ? (
                <li>
                  {plural(step.result.duplicates, 'possível duplicado', 'possíveis duplicados')} para conferir
                  na aba Duplicados
                </li>
              ) : null}
              <li>{plural(step.result.failed.length, 'linha com erro', 'linhas com erro')}</li>
            </ul>
            {step.result.failed.length ? (
              <ul className="max-h-40 overflow-y-auto rounded-md border bg-muted/40 p-3 text-xs">
                {step.result.failed.slice(0, 50).map((failure) => (
                  <li key={failure.index}>
                    Linha {failure.index + 2}: {failure.message}
                  </li>
                ))}
              </ul>
            ) : null}
            <DialogFooter>
              <Button onClick={() => close(false)}>Concluir</Button>
            </DialogFooter>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function MappingStep({
  step,
  onChange,
  onImport,
  onBack,
}: {
  step: Extract<Step, { kind: 'map' }>;
  onChange: (step: Step) => void;
  onImport: (rows: Record<string, string>[]) => void;
  onBack: () => void;
}) {
  const missing = missingRequired(step.mapping);
  const preview = applyMapping(step.rows.slice(0, PREVIEW_ROWS), step.mapping);
  const mapped = importFields.filter((field) => step.mapping[field.key] >= 0);

  const setField = (field: ImportField, index: number) =>
    onChange({ ...step, mapping: { ...step.mapping, [field]: index } });

  return (
    <div className="grid gap-4">
      <p className="text-sm">
        <span className="font-medium">{step.fileName}</span> — {step.rows.length.toLocaleString('pt-BR')}{' '}
        linhas. Confira de qual coluna vem cada campo:
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {importFields.map((field) => (
          <div key={field.key} className="grid gap-1.5">
            <Label htmlFor={`map-${field.key}`}>
              {field.label}
              {field.required ? ' *' : ''}
            </Label>
            <NativeSelect
              id={`map-${field.key}`}
              className="h-9"
              value={String(step.mapping[field.key])}
              onChange={(event) => setField(field.key, Number(event.target.value))}
            >
              <option value="-1">— Não importar —</option>
              {step.headers.map((header, index) => (
                <option key={`${header}-${index}`} value={index}>
                  {header || `Coluna ${index + 1}`}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold">Pré-visualização</h3>
        <div className="rounded-md border">
          <Table>
            <TableHeader>
              <TableRow>
                {mapped.map((field) => (
                  <TableHead key={field.key}>{field.label}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {preview.map((row, index) => (
                <TableRow key={index}>
                  {mapped.map((field) => (
                    <TableCell key={field.key} className="max-w-40 truncate text-xs">
                      {row[field.key] || '-'}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </div>
      {missing.length ? (
        <p role="alert" className="text-sm text-destructive">
          Escolha a coluna de: {missing.join(', ')}.
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onBack}>
          Escolher outro arquivo
        </Button>
        <Button disabled={missing.length > 0} onClick={() => onImport(applyMapping(step.rows, step.mapping))}>
          <FileUp aria-hidden="true" />
          Importar {step.rows.length.toLocaleString('pt-BR')} linhas
        </Button>
      </DialogFooter>
    </div>
  );
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('pt-BR')} ${count === 1 ? one : many}`;

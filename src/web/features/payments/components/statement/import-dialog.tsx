/**
 * 'Importar extrato' (docs/product/invoices-and-payments.md): a short wizard — the bank account and
 * the file; for a CSV, the column mapping with a preview (separator, decimal and encoding detected);
 * the import; the line-by-line summary.
 */
import { useEffect, useId, useState } from 'react';
import { formatDate, formatMoney } from '@shared/format';
import type {
  BankAccount,
  CsvMapping,
  StatementImportSummary,
  StatementPreview,
} from '@shared/payments/statement-schemas';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/feedback';
import { NativeSelect } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useImportStatement, usePreviewStatement } from '../../api/statement';
import { CsvMappingStep } from './csv-mapping';
import { ImportSummary } from './import-summary';

type Step = 'file' | 'check' | 'summary';
const STEP_TITLE: Record<Step, string> = {
  file: '1. Conta e arquivo',
  check: '2. Conferir antes de importar',
  summary: '3. Resumo da importação',
};

export function ImportStatementDialog({
  open,
  onOpenChange,
  accounts,
  defaultAccountId,
  onNewAccount,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  accounts: BankAccount[];
  defaultAccountId: string;
  onNewAccount: () => void;
}) {
  const id = useId();
  const [step, setStep] = useState<Step>('file');
  const [accountId, setAccountId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const [mapping, setMapping] = useState<CsvMapping | null>(null);
  const [summary, setSummary] = useState<StatementImportSummary | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const read = usePreviewStatement();
  const run = useImportStatement();
  useEffect(() => {
    if (!open) return;
    setStep('file');
    setFile(null);
    setPreview(null);
    setMapping(null);
    setSummary(null);
    setErrors({});
  }, [open]);
  useEffect(() => {
    if (open && !accountId) setAccountId(defaultAccountId || accounts[0]?.id || '');
  }, [open, accountId, defaultAccountId, accounts]);

  const fail = (title: string) => (error: Error) => {
    if (error instanceof ApiError && error.fields) setErrors(error.fields);
    toast.error(title, error.message);
  };
  const load = (options: { separator?: string; encoding?: string } = {}) => {
    const next: Record<string, string> = {};
    if (!accountId) next.accountId = 'Escolha a conta bancária';
    if (!file) next.file = 'Selecione o arquivo do extrato (OFX ou CSV).';
    setErrors(next);
    if (!file || !accountId) return;
    read.mutate(
      { file, accountId, ...options },
      {
        onSuccess: (result) => {
          setPreview(result);
          setMapping(result.format === 'csv' ? result.mapping : null);
          setStep('check');
        },
        onError: fail('Não foi possível ler o extrato'),
      },
    );
  };
  const submit = () => {
    if (!file) return;
    run.mutate(
      { file, accountId, mapping },
      {
        onSuccess: (result) => {
          setSummary(result);
          setStep('summary');
          toast.success('Extrato importado', `${result.imported} lançamento(s) novo(s).`);
        },
        onError: fail('Não foi possível importar o extrato'),
      },
    );
  };
  const account = accounts.find((item) => item.id === accountId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={760}>
        <DialogHeader>
          <DialogTitle>Importar extrato</DialogTitle>
          <DialogDescription>{STEP_TITLE[step]}</DialogDescription>
        </DialogHeader>
        {step === 'file' ? (
          <div className="grid gap-4">
            {accounts.length === 0 ? (
              <p className="text-sm">
                Cadastre a conta bancária do extrato primeiro.{' '}
                <Button type="button" variant="link" className="h-auto p-0" onClick={onNewAccount}>
                  Nova conta bancária
                </Button>
              </p>
            ) : (
              <Field label="Conta bancária" htmlFor={`${id}-account`} error={errors.accountId}>
                <NativeSelect
                  id={`${id}-account`}
                  value={accountId}
                  onChange={(event) => setAccountId(event.target.value)}
                >
                  {accounts.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            )}
            <Field
              label="Arquivo do extrato"
              htmlFor={`${id}-file`}
              error={errors.file}
              hint="OFX (qualquer banco) ou CSV (Nubank, Inter, planilhas). Até 2 MB."
            >
              <input
                id={`${id}-file`}
                type="file"
                accept=".ofx,.qfx,.csv,.txt,text/csv,application/x-ofx"
                className="block text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </Field>
          </div>
        ) : null}
        {step === 'check' && preview?.format === 'csv' && mapping ? (
          <CsvMappingStep
            preview={preview}
            mapping={mapping}
            onChange={setMapping}
            rereading={read.isPending}
            onReread={(options) => load(options)}
          />
        ) : null}
        {step === 'check' && preview?.format === 'ofx' ? (
          <div className="grid gap-2 text-sm">
            <p>
              OFX com <strong>{preview.count}</strong> lançamento(s) · codificação {preview.encoding}
              {preview.fileAccount ? ` · conta do arquivo ${preview.fileAccount}` : ''} →{' '}
              <strong>{account?.name}</strong>
            </p>
            <ul className="grid gap-1 text-muted-foreground">
              {preview.sample.map((line, index) => (
                <li key={index}>
                  {line.postedOn ? formatDate(line.postedOn) : '—'} · {line.description || 'Sem descrição'} ·{' '}
                  {line.amount ? formatMoney(line.amount) : '—'}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {step === 'summary' && summary ? <ImportSummary summary={summary} /> : null}
        {read.isPending || run.isPending ? (
          <Spinner label={run.isPending ? 'Importando...' : 'Lendo o arquivo...'} />
        ) : null}
        <DialogFooter>
          {step === 'summary' ? (
            <Button type="button" onClick={() => onOpenChange(false)}>
              Concluir
            </Button>
          ) : (
            <>
              <Button
                type="button"
                variant="outline"
                onClick={() => (step === 'check' ? setStep('file') : onOpenChange(false))}
              >
                {step === 'check' ? 'Voltar' : 'Cancelar'}
              </Button>
              {step === 'file' ? (
                <Button
                  type="button"
                  disabled={read.isPending || accounts.length === 0}
                  onClick={() => load()}
                >
                  Continuar
                </Button>
              ) : (
                <Button type="button" disabled={run.isPending} onClick={submit}>
                  {run.isPending ? 'Importando...' : 'Importar'}
                </Button>
              )}
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The toasts of docs/product/common-behaviour.md after saving a record in a back-office form. `noun` is the record's
 * masculine PT-BR name as the texts use it: 'lead', 'projeto', 'post', 'agendamento'.
 */
import { toast } from './toast';

export function toastRecordSaved(noun: string, editing: boolean) {
  if (editing)
    toast.success('Atualizado com sucesso', `As informações do ${noun} foram atualizadas com sucesso.`);
  else toast.success('Criado com sucesso', `O novo ${noun} foi criado com sucesso.`);
}

/** `detail` is the server's own message when it has one worth showing; otherwise the documented fallback. */
export function toastRecordSaveFailed(noun: string, editing: boolean, detail?: string) {
  const fallback = editing
    ? `Não foi possível atualizar as informações do ${noun}. Tente novamente.`
    : `Não foi possível criar o ${noun}. Tente novamente.`;
  toast.error(editing ? 'Erro ao salvar alterações' : 'Erro ao salvar registro', detail || fallback);
}

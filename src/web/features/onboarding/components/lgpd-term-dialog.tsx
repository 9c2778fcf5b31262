/** The confidentiality and LGPD term, read by the new person and accepted by them (recorded with the time). */
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';

export function LgpdTermDialog({
  onAccept,
  pending,
  onClose,
}: {
  onAccept: () => void;
  pending: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent width={560}>
        <DialogHeader>
          <DialogTitle>Termo de confidencialidade e proteção de dados</DialogTitle>
          <DialogDescription>Leia com atenção. O aceite fica registrado com data e hora.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2 text-sm">
          <p>
            Comprometo-me a manter em sigilo as informações de clientes, leads, projetos e da Coders a que
            tiver acesso, durante e depois da minha colaboração.
          </p>
          <p>
            Tratarei dados pessoais apenas para as finalidades do meu trabalho, conforme a Lei Geral de
            Proteção de Dados (Lei 13.709/2018): sem copiar, compartilhar ou guardar fora dos sistemas da
            empresa, e comunicando de imediato qualquer incidente de segurança.
          </p>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={onAccept} disabled={pending}>
            Li e aceito o termo
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

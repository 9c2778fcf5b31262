/** A project's profitability in a dialog: the projects page opens it (?rentabilidade=), so does the report. */
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { ProjectProfitabilityPanel } from './profitability-panel';

export function ProjectProfitabilityDialog({
  projectId,
  title,
  open,
  onOpenChange,
}: {
  projectId: string | null;
  title?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={720}>
        <DialogHeader>
          <DialogTitle>Rentabilidade{title ? ` — ${title}` : ''}</DialogTitle>
          <DialogDescription>
            Horas × custo por hora de cada pessoa, despesas diretas e o que o cliente já pagou.
          </DialogDescription>
        </DialogHeader>
        {open && projectId ? <ProjectProfitabilityPanel projectId={projectId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** The report for finance: every project with its figures, newest first. */

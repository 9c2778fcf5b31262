import { Save } from 'lucide-react';
import { Button } from '@web/components/ui/button';

export function SaveButton({ saving }: { saving: boolean }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" disabled={saving}>
        <Save aria-hidden="true" />
        {saving ? 'Salvando...' : 'Salvar Configurações'}
      </Button>
    </div>
  );
}

import { Save } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** A tab's save button; a tab with two forms names the second one's own (one name per button on a page). */
export function SaveButton({ saving, label = 'Salvar Configurações' }: { saving: boolean; label?: string }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" disabled={saving}>
        <Save aria-hidden="true" />
        {saving ? 'Salvando...' : label}
      </Button>
    </div>
  );
}

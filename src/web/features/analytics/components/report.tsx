/** The period's report: totals, visits per day, the funnel and the breakdowns. */
import { deviceClasses } from '@shared/analytics/catalog';
import type { AnalyticsReport } from '@shared/analytics/schemas';
import { labelOf } from '@shared/catalog/entries';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/feedback';
import { BreakdownCard } from './breakdown-card';
import { DailyVisitsCard } from './daily-visits-card';
import { FunnelCard } from './funnel-card';
import { TotalsCards } from './totals-cards';

export function Report({ report }: { report: AnalyticsReport }) {
  const empty = report.totals.views === 0 && report.previousTotals.views === 0;
  return (
    <>
      <TotalsCards totals={report.totals} previous={report.previousTotals} />
      {empty ? (
        <Card>
          <EmptyState
            title="Nenhuma visita registrada neste período"
            hint="As visitas às páginas públicas aparecem aqui (sem cookies e sem dados pessoais)."
          />
        </Card>
      ) : null}
      <DailyVisitsCard report={report} />
      <FunnelCard steps={report.funnel} previous={report.previousFunnel} />
      <div className="grid gap-4 lg:grid-cols-2">
        <BreakdownCard
          title="Origens (sites de referência)"
          rows={report.referrers}
          empty="Nenhuma visita vinda de outro site."
        />
        <BreakdownCard title="Páginas mais vistas" rows={report.pages} empty="Nenhuma página vista." />
        <BreakdownCard
          title="Campanhas (utm_campaign)"
          rows={report.campaigns}
          empty="Nenhuma visita com utm_campaign."
        />
        <BreakdownCard
          title="Fontes (utm_source)"
          rows={report.sources}
          empty="Nenhuma visita com utm_source."
        />
        <BreakdownCard
          title="Mídias (utm_medium)"
          rows={report.mediums}
          empty="Nenhuma visita com utm_medium."
        />
        <BreakdownCard
          title="Dispositivos"
          rows={report.devices.map((row) => ({ ...row, value: labelOf(deviceClasses, row.value) }))}
          empty="Sem dados de dispositivo."
        />
        <BreakdownCard title="Navegadores" rows={report.browsers} empty="Sem dados de navegador." />
      </div>
    </>
  );
}

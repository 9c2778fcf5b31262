/**
 * OKR demo data: the current quarter's objectives (company, two teams, a person) with metric-bound
 * and manual key results and a few weeks of check-ins. Fixed values, dates relative to now.
 */
import type { SeedContext } from '@server/module';
import { quarterOf } from '@shared/okrs/schemas';
import { zonedDay } from '@shared/time';
import { okrCheckins, okrKeyResults, okrObjectives } from './schema';

const DAY = 86_400_000;

export async function seedOkrs({ db, ids, now }: SeedContext): Promise<void> {
  const adm = ids['adm@coders.example'] ?? null;
  const comercial = ids['comercial@coders.example'] ?? null;
  const financeiro = ids['financeiro@coders.example'] ?? null;
  const mkt = ids['mkt@coders.example'] ?? null;
  const quarter = quarterOf(zonedDay(new Date(now)));

  const objectiveRows = await db
    .insert(okrObjectives)
    .values([
      {
        quarter,
        level: 'company',
        title: 'Crescer a receita com clientes satisfeitos',
        createdBy: adm,
        createdAt: new Date(now - 40 * DAY),
      },
      {
        quarter,
        level: 'team',
        team: 'comercial',
        title: 'Encher o funil com leads qualificados',
        createdBy: adm,
        createdAt: new Date(now - 39 * DAY),
      },
      {
        quarter,
        level: 'team',
        team: 'mkt',
        title: 'Tornar o blog uma fonte de clientes',
        createdBy: adm,
        createdAt: new Date(now - 38 * DAY),
      },
      {
        quarter,
        level: 'person',
        ownerId: financeiro,
        title: 'Deixar o financeiro em dia',
        createdBy: adm,
        createdAt: new Date(now - 37 * DAY),
      },
    ])
    .returning({ id: okrObjectives.id });
  const [company, sales, marketing, person] = objectiveRows.map((row) => row.id) as [
    string,
    string,
    string,
    string,
  ];
  type Kr = {
    objectiveId: string;
    title: string;
    unit: 'number' | 'percent' | 'brl';
    metric?: 'new_leads' | 'deals_won' | 'revenue_received' | 'consultations';
    start: number;
    target: number;
    ownerId: string | null;
    /** Manual key results: the weekly check-ins, oldest first. */
    checkins?: [number, 'no_rumo' | 'em_risco' | 'fora_do_rumo', string][];
  };
  const krs: Kr[] = [
    {
      objectiveId: company,
      title: 'Receber R$ 120.000 no trimestre',
      unit: 'brl',
      metric: 'revenue_received',
      start: 0,
      target: 120000,
      ownerId: financeiro,
    },
    {
      objectiveId: company,
      title: 'Fechar 10 novos contratos',
      unit: 'number',
      metric: 'deals_won',
      start: 0,
      target: 10,
      ownerId: comercial,
    },
    {
      objectiveId: company,
      title: 'NPS dos clientes em 70 ou mais',
      unit: 'number',
      start: 52,
      target: 70,
      ownerId: adm,
      checkins: [
        [55, 'em_risco', 'Duas reclamações de prazo no projeto da loja virtual.'],
        [58, 'em_risco', 'Reunião de alinhamento com os clientes atrasados.'],
        [61, 'no_rumo', 'Pesquisa enviada para 14 clientes.'],
        [64, 'no_rumo', 'Melhora depois das entregas semanais.'],
      ],
    },
    {
      objectiveId: sales,
      title: 'Gerar 60 novos leads',
      unit: 'number',
      metric: 'new_leads',
      start: 0,
      target: 60,
      ownerId: comercial,
    },
    {
      objectiveId: sales,
      title: 'Realizar 20 consultas gratuitas',
      unit: 'number',
      metric: 'consultations',
      start: 0,
      target: 20,
      ownerId: comercial,
    },
    {
      objectiveId: sales,
      title: 'Taxa de conversão de 25%',
      unit: 'percent',
      start: 15,
      target: 25,
      ownerId: comercial,
      checkins: [
        [15.5, 'no_rumo', 'Primeira semana com o novo roteiro de ligação.'],
        [17, 'no_rumo', 'Três propostas aceitas.'],
        [16.5, 'em_risco', 'Dois negócios perdidos por preço.'],
        [18.5, 'no_rumo', 'Pacote de entrada ajudou a fechar.'],
      ],
    },
    {
      objectiveId: marketing,
      title: 'Publicar 12 posts no blog',
      unit: 'number',
      start: 0,
      target: 12,
      ownerId: mkt,
      checkins: [
        [2, 'no_rumo', 'Dois posts sobre agentes de IA.'],
        [3, 'em_risco', 'Semana tomada pela campanha de Black Friday.'],
        [5, 'no_rumo', 'Recuperado com dois posts curtos.'],
        [6, 'no_rumo', 'Metade do caminho.'],
      ],
    },
    {
      objectiveId: marketing,
      title: '5.000 visitas orgânicas por mês',
      unit: 'number',
      start: 1800,
      target: 5000,
      ownerId: mkt,
      checkins: [
        [1950, 'em_risco', 'Pouco movimento fora das campanhas.'],
        [2100, 'fora_do_rumo', 'Queda depois da mudança do Google.'],
        [2400, 'em_risco', 'Posts novos começando a indexar.'],
      ],
    },
    {
      objectiveId: person,
      title: 'Reduzir a inadimplência para 5%',
      unit: 'percent',
      start: 18,
      target: 5,
      ownerId: financeiro,
      checkins: [
        [16, 'no_rumo', 'Régua de cobrança ativada.'],
        [14, 'no_rumo', 'Três acordos fechados.'],
        [12.5, 'no_rumo', 'Boletos com PIX reduziram atrasos.'],
      ],
    },
    {
      objectiveId: person,
      title: 'Conciliar 100% dos pagamentos até o dia 5',
      unit: 'percent',
      start: 40,
      target: 100,
      ownerId: financeiro,
      checkins: [
        [60, 'em_risco', 'Extratos de dois bancos ainda manuais.'],
        [75, 'no_rumo', 'Importação do extrato automatizada.'],
      ],
    },
  ];
  for (const [position, kr] of krs.entries()) {
    const last = kr.checkins?.at(-1)?.[0] ?? kr.start;
    const [row] = await db
      .insert(okrKeyResults)
      .values({
        objectiveId: kr.objectiveId,
        title: kr.title,
        unit: kr.unit,
        metric: kr.metric ?? null,
        startValue: kr.start.toFixed(2),
        targetValue: kr.target.toFixed(2),
        currentValue: last.toFixed(2),
        ownerId: kr.ownerId,
        position,
      })
      .returning({ id: okrKeyResults.id });
    const list = kr.checkins ?? [];
    if (list.length) {
      await db.insert(okrCheckins).values(
        list.map(([value, confidence, note], index) => ({
          keyResultId: row!.id,
          value: value.toFixed(2),
          confidence,
          note,
          authorId: kr.ownerId,
          createdAt: new Date(now - (list.length - index) * 7 * DAY + 3_600_000),
        })),
      );
    }
  }
}

/**
 * CODERS finance → Pagamentos (docs/product/invoices-and-payments.md): payments received ('Registrar
 * pagamento', refunds: payments-tab.tsx), bills to pay ('Contas a pagar') and 'Extrato bancário'
 * (statement/: import and reconciliation).
 */
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ExpensesTab } from './components/expenses-tab';
import { PaymentsTab } from './components/payments-tab';
import { StatementTab } from './components/statement/statement-tab';

const TABS = [
  { value: 'recebimentos', label: 'Recebimentos' },
  { value: 'contas', label: 'Contas a pagar' },
  { value: 'extrato', label: 'Extrato bancário' },
] as const;

export function PaymentsPage() {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('aba');
  const tab = TABS.some((item) => item.value === requested) ? requested! : 'recebimentos';
  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        setSearch(
          () => {
            const next = new URLSearchParams();
            if (value !== 'recebimentos') next.set('aba', value);
            return next;
          },
          { replace: true },
        )
      }
    >
      <TabsList className="grid h-auto w-full grid-cols-3 gap-1 sm:inline-grid sm:w-auto max-sm:[&>*]:whitespace-normal max-sm:[&>*]:px-1">
        {TABS.map((item) => (
          <TabsTrigger key={item.value} value={item.value}>
            {item.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="recebimentos" className="mt-4">
        <PaymentsTab />
      </TabsContent>
      <TabsContent value="contas" className="mt-4">
        <ExpensesTab />
      </TabsContent>
      <TabsContent value="extrato" className="mt-4">
        <StatementTab />
      </TabsContent>
    </Tabs>
  );
}
export default PaymentsPage;

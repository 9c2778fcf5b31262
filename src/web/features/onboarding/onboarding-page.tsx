/**
 * CODERS colaboradores → Onboarding (docs/product/okrs-and-onboarding.md): 'Meu onboarding' for the
 * new person (with the LGPD term they accept themselves), the people in onboarding with their
 * checklists, and the templates per contract type (edited by adm).
 */
import { useQuery } from '@tanstack/react-query';
import { Card } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { myOnboardingQuery } from './api/onboarding';
import { Checklist } from './components/checklist';
import { OnboardingProgress } from './components/onboarding-progress';
import { PeopleList } from './components/people-list';
import { TemplatesList } from './components/templates-list';

export function OnboardingPage() {
  const mine = useQuery(myOnboardingQuery);
  const detail = mine.data ?? null;
  const inProgress = Boolean(detail && !detail.completedAt);
  return (
    <Tabs defaultValue={inProgress ? 'meu' : 'pessoas'} key={detail ? 'mine' : 'none'}>
      <TabsList className="flex-wrap">
        {detail ? <TabsTrigger value="meu">Meu onboarding</TabsTrigger> : null}
        <TabsTrigger value="pessoas">Pessoas</TabsTrigger>
        <TabsTrigger value="modelos">Modelos</TabsTrigger>
      </TabsList>
      {detail ? (
        <TabsContent value="meu">
          <Card className="p-4 sm:p-5">
            <h2 className="font-semibold">Meu onboarding</h2>
            <OnboardingProgress detail={detail} />
            <Checklist detail={detail} />
          </Card>
        </TabsContent>
      ) : null}
      <TabsContent value="pessoas">
        {detail && inProgress ? (
          <p className="mb-3 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
            Você está em onboarding: {detail.done} de {detail.total} atividades concluídas. Veja em “Meu
            onboarding”.
          </p>
        ) : null}
        <PeopleList />
      </TabsContent>
      <TabsContent value="modelos">
        <TemplatesList />
      </TabsContent>
    </Tabs>
  );
}

export default OnboardingPage;

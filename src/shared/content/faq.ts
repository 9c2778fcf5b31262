import type { FaqEntry } from './types';

/** Landing-page FAQ (docs/product/public-site.md: exactly 7 entries). */
export const faq: FaqEntry[] = [
  {
    question: 'Quanto tempo leva para o meu projeto ficar pronto?',
    answer:
      'A maioria dos projetos é entregue em até 15 dias a partir da aprovação da proposta. Projetos maiores, como plataformas e integrações complexas, são divididos em etapas com entregas parciais, e você acompanha cada fase de perto.',
  },
  {
    question: 'Quanto custa um projeto? Como funciona o orçamento?',
    answer:
      'Cada projeto é orçado de acordo com o escopo, as funcionalidades e o prazo desejado. Depois de entender a sua necessidade, enviamos uma proposta detalhada e transparente, sem custos escondidos, com opções de parcelamento.',
  },
  {
    question: 'A consulta inicial é mesmo gratuita?',
    answer:
      'Sim. A consulta gratuita dura 30 minutos e é sem compromisso. Nela conhecemos o seu negócio, entendemos os seus objetivos e indicamos o melhor caminho, mesmo que você decida não seguir com a gente.',
  },
  {
    question: 'O que é um agente GPT e como ele pode ajudar a minha empresa?',
    answer:
      'É um assistente de inteligência artificial treinado com as informações do seu negócio. Ele atende clientes 24 horas por dia no site, no WhatsApp ou nas redes sociais, tira dúvidas, qualifica leads e agenda reuniões, liberando a sua equipe para o que exige atenção humana.',
  },
  {
    question: 'Como funciona o suporte depois da entrega?',
    answer:
      'Nosso suporte funciona de segunda a sexta, das 8h às 18h. Pelo WhatsApp, respondemos em até 4 horas. Além disso, todo projeto inclui um período de acompanhamento após a entrega para ajustes e orientações.',
  },
  {
    question: 'Por que as vagas são limitadas?',
    answer:
      'Aceitamos apenas 5 vagas por mês para garantir atenção total a cada cliente e cumprir os prazos com qualidade. Quando as vagas do mês se esgotam, novos projetos entram na fila do mês seguinte.',
  },
  {
    question: 'O que acontece depois que eu respondo o questionário?',
    answer:
      'Nossa equipe analisa as suas respostas e entra em contato para agendar a consulta gratuita de 30 minutos. Em seguida, você recebe uma proposta personalizada, com escopo, prazo e investimento. Só começamos depois da sua aprovação.',
  },
];

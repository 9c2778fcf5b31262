import type { Testimonial } from './types';

/** Client testimonials shown on the landing page. */
export const testimonials: Testimonial[] = [
  {
    name: 'Mariana Albuquerque',
    role: 'CEO, Ateliê Flor de Lis',
    content:
      'A nova loja virtual ficou pronta em menos de duas semanas e as vendas on-line dobraram já no primeiro mês. A equipe entendeu a nossa marca de primeira e cuidou de cada detalhe.',
    rating: 5,
    image: '/testimonials/mariana-albuquerque.svg',
  },
  {
    name: 'Rafael Monteiro',
    role: 'Diretor Comercial, Monteiro Imóveis',
    content:
      'O agente GPT responde os clientes no WhatsApp a qualquer hora e já chega com o lead qualificado para os corretores. Reduzimos o tempo de resposta de horas para segundos.',
    rating: 5,
    image: '/testimonials/rafael-monteiro.svg',
  },
  {
    name: 'Juliana Carvalho',
    role: 'Fundadora, Nutri Equilíbrio',
    content:
      'Saí da consulta gratuita com um plano claro. A identidade visual e o site novo deixaram a clínica com cara de marca grande, e a agenda lotou em poucas semanas.',
    rating: 5,
    image: '/testimonials/juliana-carvalho.svg',
  },
  {
    name: 'Eduardo Siqueira',
    role: 'Sócio, Siqueira Contabilidade',
    content:
      'Automatizamos a coleta de documentos dos clientes e a emissão de relatórios. A equipe ganhou cerca de 20 horas por semana, que agora usamos para atender melhor.',
    rating: 5,
    image: '/testimonials/eduardo-siqueira.svg',
  },
  {
    name: 'Camila Rocha',
    role: 'Gerente de Marketing, Vitta Suplementos',
    content:
      'As campanhas de tráfego pago passaram a trazer leads muito mais qualificados e o custo por venda caiu bastante. Os relatórios são claros e as reuniões, objetivas.',
    rating: 4,
    image: '/testimonials/camila-rocha.svg',
  },
  {
    name: 'Thiago Nascimento',
    role: 'CEO, LogiTrack Transportes',
    content:
      'A consultoria nos mostrou onde a inteligência artificial fazia sentido de verdade no negócio. Em três meses, o atendimento ficou mais rápido e a operação, muito mais organizada.',
    rating: 5,
    image: '/testimonials/thiago-nascimento.svg',
  },
];

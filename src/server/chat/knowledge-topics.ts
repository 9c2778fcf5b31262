/**
 * What agencies are really asked about beyond the landing page (issue 19): integrations, domain and
 * hosting, maintenance, LGPD, portfolio and timelines by project type. Written by the team; anything
 * a project-specific promise would need is left to the proposal, and anything not here gets the
 * honest fallback (decision 014).
 */
import { site } from '@shared/content/site';
import type { KnowledgeEntry } from './types';

const { claims } = site;

export const TOPIC_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'integration:mercado-livre',
    kind: 'integration',
    title: 'Integração com o Mercado Livre',
    answer:
      'Sim, integramos com o Mercado Livre: a loja virtual ou o seu sistema conversa com a sua conta pela API oficial do marketplace, para sincronizar anúncios, estoque e pedidos. O que a integração cobre no seu caso fica descrito na proposta.',
    keywords: [
      'mercado livre',
      'mercadolivre',
      'marketplace',
      'marketplaces',
      'meli',
      'anuncios no mercado livre',
    ],
  },
  {
    id: 'integration:shopify',
    kind: 'integration',
    title: 'Integração com a Shopify',
    answer:
      'Sim, trabalhamos com a Shopify: integramos a sua loja a outros sistemas (ERP, planilhas, WhatsApp, marketplaces) pela API da plataforma, ou criamos uma loja própria se fizer mais sentido para o seu negócio.',
    keywords: ['shopify', 'nuvemshop', 'loja integrada', 'plataforma de loja'],
  },
  {
    id: 'integration:whatsapp',
    kind: 'integration',
    title: 'Integração com o WhatsApp Business',
    answer:
      'Sim, integramos com o WhatsApp Business pela API oficial da Meta: um agente GPT pode responder os seus clientes no WhatsApp 24 horas por dia e passar a conversa para a sua equipe quando for preciso.',
    keywords: [
      'whatsapp business',
      'api do whatsapp',
      'api oficial',
      'zap',
      'whats',
      'atender no whatsapp',
      'integrar whatsapp',
      'integram whatsapp',
    ],
  },
  {
    id: 'integration:pagamentos',
    kind: 'integration',
    title: 'Pagamentos por PIX e cartão',
    answer:
      'Sim, o site ou a loja virtual recebe pagamentos por PIX, cartão de crédito e boleto por meio de um gateway de pagamento (como Mercado Pago, PagSeguro ou Stripe), escolhido com você conforme as taxas e o seu volume de vendas.',
    keywords: [
      'pix',
      'aceita pix',
      'aceitam',
      'aceita',
      'cartao',
      'cartao de credito',
      'boleto',
      'pagamento',
      'pagamentos',
      'receber pagamentos',
      'checkout',
      'gateway',
      'mercado pago',
      'pagseguro',
      'stripe',
    ],
  },
  {
    id: 'topic:dominio-hospedagem',
    kind: 'topic',
    title: 'Domínio e hospedagem',
    answer:
      'O domínio fica registrado no nome da sua empresa (no Registro.br, para endereços .com.br) e nós cuidamos da configuração, da hospedagem e do certificado de segurança (HTTPS). Os custos anuais de domínio e hospedagem aparecem separados na proposta, sem surpresas.',
    keywords: [
      'dominio',
      'hospedagem',
      'hospedar',
      'servidor',
      'registro.br',
      'com br',
      'endereco do site',
      'https',
      'ssl',
      'certificado',
    ],
  },
  {
    id: 'topic:manutencao',
    kind: 'topic',
    title: 'Manutenção depois da entrega',
    answer: `Sim: todo projeto inclui um período de acompanhamento após a entrega para ajustes e orientações, e depois oferecemos manutenção mensal com atualizações, backups, segurança e pequenas mudanças. O suporte funciona de segunda a sexta, das 8h às 18h, com resposta no WhatsApp em até ${claims.whatsappResponseHours} horas.`,
    keywords: [
      'manutencao',
      'manter o site',
      'atualizacoes',
      'atualizar',
      'backup',
      'backups',
      'depois de entregar',
      'depois da entrega',
      'apos a entrega',
      'plano mensal',
    ],
  },
  {
    id: 'topic:lgpd',
    kind: 'topic',
    title: 'LGPD e proteção de dados',
    answer:
      'Sim, seguimos a LGPD: coletamos só os dados necessários, com o consentimento registrado, política de privacidade publicada (a nossa está em /privacidade), acesso restrito e conexão criptografada. Nos projetos, deixamos os formulários, cookies e agentes GPT prontos para você cumprir a lei com os dados dos seus clientes.',
    keywords: [
      'lgpd',
      'protecao de dados',
      'dados pessoais',
      'privacidade',
      'dados dos clientes',
      'dados dos pacientes',
      'consentimento',
      'seguranca dos dados',
      'sigilo',
    ],
  },
  {
    id: 'topic:portfolio',
    kind: 'topic',
    title: 'Portfólio e cases',
    answer: `Já são ${claims.clients} clientes atendidos, com ${claims.satisfaction} de satisfação. Na consulta gratuita de ${claims.consultationMinutes} minutos (em /#consultoria) mostramos os cases mais parecidos com o seu projeto, e as nossas plataformas próprias estão em /#plataformas.`,
    keywords: [
      'portfolio',
      'cases',
      'trabalhos',
      'exemplos',
      'projetos feitos',
      'clientes de voces',
      'referencias',
      'trabalhos anteriores',
      'ver trabalhos',
    ],
  },
  {
    id: 'topic:prazos',
    kind: 'topic',
    title: 'Prazos por tipo de projeto',
    answer: `Prazos típicos, contados da aprovação da proposta: landing page em cerca de 1 semana; site institucional, loja virtual ou agente GPT em até ${claims.deliveryDays} dias; integrações e automações maiores são entregues em etapas, com entregas parciais.`,
    keywords: [
      'landing page',
      'quanto tempo leva',
      'prazo de entrega',
      'prazo para',
      'quanto tempo demora',
      'em quantos dias',
      'loja virtual prazo',
      'tempo de desenvolvimento',
    ],
  },
];

/**
 * The privacy policy (LGPD, Lei nº 13.709/2018) as data: the /privacidade page renders it, the public
 * forms quote its consent texts and the server stores PRIVACY_POLICY_VERSION with each consent proof.
 * Changing what is collected or why means a new version and date here.
 */
import { site } from './site';

export {
  CONSENT_MARKETING_TEXT,
  CONSENT_PURPOSE_PREFIX,
  CONSENT_PURPOSE_TEXT,
  CONSENT_REQUIRED_MESSAGE,
  DEFAULT_DPO,
  DEFAULT_RETENTION_MONTHS,
  PRIVACY_PATH,
  PRIVACY_POLICY_UPDATED_LABEL,
  PRIVACY_POLICY_VERSION,
  RIGHTS_PATH,
} from './privacy-consent';

import { DEFAULT_DPO, PRIVACY_POLICY_UPDATED_LABEL, PRIVACY_POLICY_VERSION } from './privacy-consent';

/** Controller (art. 5º, VI) and data protection officer (encarregado, art. 41). */
export const privacyController = {
  name: site.legalName,
  brand: site.name,
  email: site.email,
  whatsapp: site.whatsappDisplay,
} as const;

export const dataProtectionOfficer = DEFAULT_DPO;

export type PrivacyItem = { title?: string; text: string };
export type PrivacySection = {
  id: string;
  title: string;
  paragraphs?: string[];
  items?: PrivacyItem[];
  closing?: string[];
};

/** Placeholders in the texts below, filled from the settings by the page (and by the server in the HTML). */
export const PRIVACY_TOKENS = ['dpoName', 'dpoEmail', 'leadMonths', 'chatMonths', 'rightsPath'] as const;
export type PrivacyToken = (typeof PRIVACY_TOKENS)[number];

export const privacyIntro = [
  `Esta Política de Privacidade explica como a ${site.legalName} (“${site.name}”, “nós”) coleta, usa, guarda e protege os dados pessoais de quem visita o nosso site, responde ao questionário de avaliação, agenda uma consultoria ou conversa com o nosso assistente virtual.`,
  'Escrevemos este texto para ser lido por pessoas, não só por advogados. Ele segue a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018) e o Marco Civil da Internet (Lei nº 12.965/2014). Se algo não ficar claro, fale com o nosso encarregado pelos contatos indicados abaixo.',
];

export const privacySections: PrivacySection[] = [
  {
    id: 'controlador',
    title: '1. Quem é o controlador dos seus dados',
    paragraphs: [
      `O controlador, ou seja, quem decide como e por que os seus dados pessoais são tratados, é a ${site.legalName}, agência digital que atua com sites, agentes GPT, identidade visual, marketing digital, automação de processos e consultoria estratégica.`,
      `Contato geral: ${site.email} ou WhatsApp ${site.whatsappDisplay}, de segunda a sexta, das 8h às 18h.`,
    ],
  },
  {
    id: 'dados-coletados',
    title: '2. Quais dados coletamos',
    paragraphs: [
      'Coletamos apenas o necessário para atender você. Os dados chegam até nós de três formas: quando você os informa, quando você usa o site e quando a nossa equipe registra um contato.',
    ],
    items: [
      {
        title: 'Questionário de avaliação de projeto',
        text: 'nome, e-mail, WhatsApp, empresa, segmento, porte da empresa, cargo, serviços de interesse, objetivos, faixa de investimento, prazo, endereço do site atual (se houver) e qualquer detalhe que você escrever nos campos livres.',
      },
      {
        title: 'Agendamento da consultoria gratuita',
        text: 'nome, e-mail, telefone (WhatsApp), data e horário escolhidos e a mensagem opcional sobre o seu projeto.',
      },
      {
        title: 'Assistente virtual (chat)',
        text: 'as mensagens trocadas com o assistente e as informações que você compartilhar nelas (por exemplo, nome, empresa, cargo, orçamento e prazo), usadas para entender a sua necessidade. O chat está disponível apenas para quem entrou com uma conta.',
      },
      {
        title: 'Conta de acesso',
        text: 'nome, e-mail e senha (guardada apenas de forma criptografada, com hash irreversível), para quem cria uma conta ou faz parte da nossa equipe.',
      },
      {
        title: 'Cookies de sessão',
        text: 'usamos somente um cookie essencial, protegido (HttpOnly), que mantém você conectado depois de entrar na sua conta. Não usamos cookies de publicidade nem de rastreamento de terceiros.',
      },
      {
        title: 'Analytics local',
        text: 'registramos no armazenamento do seu próprio navegador (localStorage) eventos simples de uso, como cliques em botões e etapas do questionário, sem nome, e-mail ou telefone. Esses registros ficam no seu dispositivo, guardam no máximo os 100 eventos mais recentes e podem ser apagados a qualquer momento ao limpar os dados do site no navegador.',
      },
      {
        title: 'Origem da visita',
        text: 'parâmetros de campanha do endereço (utm_source, utm_medium, utm_campaign, utm_term e utm_content) e a página de onde você veio (referenciador). Eles ficam no armazenamento da sessão do navegador e são enviados junto com o questionário ou o agendamento, para sabermos quais canais trazem contatos.',
      },
      {
        title: 'Dados técnicos e de segurança',
        text: 'endereço IP, data e hora dos envios e o registro do seu consentimento (versão desta política e quais caixas foram marcadas), além de registros de acesso mantidos por exigência legal.',
      },
    ],
    closing: [
      'Não pedimos dados pessoais sensíveis (como origem racial, saúde, religião ou biometria). Pedimos que você não os informe nos campos livres.',
    ],
  },
  {
    id: 'finalidades',
    title: '3. Para que usamos os seus dados',
    items: [
      {
        text: 'Responder à sua solicitação: analisar o questionário, entrar em contato pelo WhatsApp ou e-mail, preparar uma proposta e realizar a consultoria agendada.',
      },
      {
        text: 'Organizar o atendimento comercial: registrar o contato, priorizar e acompanhar cada solicitação.',
      },
      { text: 'Prestar os serviços contratados e cumprir as obrigações do contrato, quando houver.' },
      {
        text: 'Enviar novidades, conteúdos e ofertas, somente se você marcar a caixa opcional de comunicações de marketing.',
      },
      {
        text: 'Proteger o site e os formulários contra fraudes, robôs e abusos (por exemplo, limitando o número de envios por endereço IP).',
      },
      {
        text: 'Entender, de forma agregada, quais canais e campanhas trazem contatos, para melhorar o nosso site e a nossa comunicação.',
      },
      { text: 'Cumprir obrigações legais e regulatórias e exercer direitos em processos, se necessário.' },
    ],
    closing: [
      'Não vendemos nem alugamos dados pessoais. Não tomamos decisões exclusivamente automatizadas que afetem os seus direitos: a pontuação dos contatos apenas ajuda a nossa equipe a organizar o atendimento, mostra as regras que a produziram e pode ser revista por uma pessoa da equipe, que registra o motivo do ajuste. O assistente do chat se apresenta como automatizado, e uma pessoa da equipe pode revisar a conversa (art. 20).',
    ],
  },
  {
    id: 'bases-legais',
    title: '4. Bases legais (LGPD, art. 7º)',
    paragraphs: ['Cada uso dos seus dados se apoia em uma das hipóteses previstas no art. 7º da LGPD:'],
    items: [
      {
        title: 'Consentimento (art. 7º, I)',
        text: 'para usar os dados do questionário e do agendamento a fim de responder à sua solicitação, e para o envio de comunicações de marketing. Você pode revogar o consentimento a qualquer momento, sem custo.',
      },
      {
        title: 'Procedimentos preliminares e execução de contrato (art. 7º, V)',
        text: 'para preparar propostas, realizar a consultoria pedida por você e, se você se tornar cliente, prestar os serviços contratados.',
      },
      {
        title: 'Legítimo interesse (art. 7º, IX)',
        text: 'para manter o site seguro, prevenir fraudes e envios automatizados e entender o desempenho dos nossos canais, sempre respeitando as suas expectativas e os seus direitos.',
      },
      {
        title: 'Cumprimento de obrigação legal (art. 7º, II) e exercício regular de direitos (art. 7º, VI)',
        text: 'para guardar registros de acesso exigidos pelo Marco Civil da Internet, documentos fiscais e as provas do seu consentimento.',
      },
    ],
  },
  {
    id: 'retencao',
    title: '5. Por quanto tempo guardamos os dados',
    items: [
      {
        title: 'Contatos comerciais (leads)',
        text: 'até {leadMonths} meses após a última interação. Depois desse prazo, uma rotina diária do nosso sistema anonimiza os dados automaticamente: nome, e-mail, telefone, mensagens e anotações são apagados, e ficam só números sem identificação (por exemplo, quantos contatos recebemos no mês).',
      },
      {
        title: 'Agendamentos de consultoria',
        text: 'até {leadMonths} meses após a data da consultoria, pelo mesmo critério dos contatos comerciais.',
      },
      {
        title: 'Conversas do chat',
        text: 'até {chatMonths} meses após a última mensagem; depois disso, o texto das mensagens é apagado automaticamente.',
      },
      {
        title: 'Clientes',
        text: 'durante o contrato e, depois dele, pelo prazo exigido pela legislação fiscal, contábil e civil (em geral, 5 anos).',
      },
      {
        title: 'Comunicações de marketing',
        text: 'até você revogar o consentimento ou pedir o descadastro.',
      },
      {
        title: 'Registro do consentimento',
        text: 'enquanto os dados forem tratados e por até 5 anos depois, para comprovar que o consentimento foi dado (art. 8º, § 2º).',
      },
      {
        title: 'Registros de acesso',
        text: '6 meses, conforme o art. 15 do Marco Civil da Internet.',
      },
      {
        title: 'Cookie de sessão',
        text: 'até você sair da conta ou a sessão expirar.',
      },
    ],
  },
  {
    id: 'compartilhamento',
    title: '6. Com quem compartilhamos',
    paragraphs: [
      'Os seus dados são acessados apenas pelas pessoas da nossa equipe que precisam deles para atender você, com acesso restrito conforme a função de cada uma. Podemos compartilhá-los somente com:',
    ],
    items: [
      {
        title: 'Fornecedores de infraestrutura',
        text: 'empresas de hospedagem, banco de dados e envio de e-mails que operam os nossos sistemas em nosso nome (operadores), sob contrato e com obrigação de confidencialidade e segurança.',
      },
      {
        title: 'Provedor de inteligência artificial',
        text: 'quando o assistente virtual usa um modelo de IA contratado, o conteúdo das mensagens pode ser processado por esse provedor, inclusive fora do Brasil, com as garantias exigidas pelos arts. 33 a 36 da LGPD.',
      },
      {
        title: 'Autoridades',
        text: 'quando houver obrigação legal, ordem judicial ou requisição de autoridade competente.',
      },
    ],
  },
  {
    id: 'direitos',
    title: '7. Seus direitos como titular (LGPD, art. 18)',
    paragraphs: ['Você pode, a qualquer momento e sem custo, pedir:'],
    items: [
      { text: 'confirmação de que tratamos os seus dados e acesso a eles;' },
      { text: 'correção de dados incompletos, inexatos ou desatualizados;' },
      {
        text: 'anonimização, bloqueio ou exclusão de dados desnecessários, excessivos ou tratados em desconformidade com a LGPD;',
      },
      { text: 'portabilidade dos dados a outro fornecedor de serviço, em formato estruturado;' },
      { text: 'exclusão dos dados tratados com base no seu consentimento;' },
      { text: 'informação sobre com quem compartilhamos os seus dados;' },
      { text: 'informação sobre a possibilidade de não dar consentimento e sobre as consequências disso;' },
      { text: 'revogação do consentimento, inclusive para comunicações de marketing;' },
      { text: 'revisão de decisões tomadas unicamente com base em tratamento automatizado (art. 20).' },
    ],
    closing: [
      'Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD), em gov.br/anpd, embora gostaríamos de ter a chance de resolver a questão antes.',
    ],
  },
  {
    id: 'como-pedir',
    title: '8. Como exercer os seus direitos',
    paragraphs: [
      'O caminho mais rápido é a página Meus dados ({rightsPath}): escolha o direito, informe o e-mail usado no contato com a Coders e confirme o pedido pelo link que enviaremos. Se preferir, escreva para {dpoEmail} com o assunto “Direitos do titular”. Para proteger você, confirmamos a identidade (pelo link ou por telefone) antes de entregar, corrigir ou apagar dados.',
      'Confirmamos o recebimento na hora e respondemos em até 15 dias contados do pedido (art. 19 da LGPD). Você recebe os seus dados em formato estruturado (JSON e CSV). Se não pudermos atender a algum pedido (por exemplo, por obrigação legal de guarda), explicaremos o motivo.',
      'Para deixar de receber comunicações de marketing, basta um clique: todo e-mail que enviamos traz o link “Descadastrar”, e a página Meus dados oferece a revogação, que vale na hora. Cada consentimento dado ou revogado fica registrado no nosso histórico, sem apagar os anteriores.',
    ],
  },
  {
    id: 'encarregado',
    title: '9. Encarregado pelo tratamento de dados (DPO)',
    paragraphs: [
      'Nos termos do art. 41 da LGPD, o encarregado pelo tratamento de dados pessoais da Coders é {dpoName}, que pode ser contatado(a) pelo e-mail {dpoEmail}. O encarregado recebe as reclamações e os pedidos dos titulares, presta esclarecimentos, dialoga com a ANPD e orienta a nossa equipe sobre proteção de dados.',
    ],
  },
  {
    id: 'seguranca',
    title: '10. Como protegemos os seus dados',
    items: [
      { text: 'conexão criptografada (HTTPS) entre o seu navegador e os nossos servidores;' },
      { text: 'senhas guardadas apenas com hash irreversível e sessões protegidas por cookie HttpOnly;' },
      {
        text: 'acesso aos dados restrito por função e registro de auditoria das alterações feitas pela equipe;',
      },
      { text: 'proteção dos formulários contra robôs e limite de envios por endereço IP;' },
      { text: 'cópias de segurança e atualização constante dos sistemas.' },
    ],
    closing: [
      'Nenhum sistema é totalmente imune a incidentes. Se ocorrer um incidente de segurança que possa causar risco ou dano relevante, comunicaremos você e a ANPD, como determina o art. 48 da LGPD.',
    ],
  },
  {
    id: 'criancas',
    title: '11. Crianças e adolescentes',
    paragraphs: [
      'Os nossos serviços são voltados a empresas e profissionais. Não coletamos intencionalmente dados de crianças e adolescentes. Se você acredita que recebemos dados de um menor de 18 anos, escreva para o encarregado e faremos a exclusão.',
    ],
  },
  {
    id: 'atualizacoes',
    title: '12. Atualizações desta política',
    paragraphs: [
      `Versão ${PRIVACY_POLICY_VERSION}, em vigor desde ${PRIVACY_POLICY_UPDATED_LABEL}.`,
      'Podemos atualizar esta política quando mudarmos a forma de tratar os dados ou quando a lei exigir. A data e a versão no topo desta página sempre indicam o texto em vigor, e cada consentimento que recebemos fica registrado com a versão aceita. Se a mudança for relevante e depender do seu consentimento, pediremos um novo aceite.',
    ],
  },
];

/**
 * Word classes of informal PT-BR that the slot readers use to tell the roles of words in a clause
 * (issue 29): function words, frequent verbs, roles, businesses, professions, someone-else markers.
 * Every word is canonical: lower case, without accents (see ./canon). These are classes of the
 * language, not examples of visitors: no name or company of anyone is listed here.
 */
import { words } from './slots/text';

const set = (list: string) => new Set(words(list));

/** Articles, prepositions, pronouns, conjunctions, adverbs and chat fillers. */
export const FUNCTION_WORDS = set(
  `a o os as um uma uns umas de do da dos das em no na nos nas num numa por pelo pela pelos pelas para pra
  pro pras pros com sem sob sobre ate ao aos que qual quais quanto quanta quantos quantas quem onde quando
  porque como e ou mas se nao sim ja tambem so mais menos muito muita muitos muitas pouco bem mal tudo todo
  toda todos todas algo algum alguma alguns algumas nenhum nenhuma outro outra outros outras eu me mim
  comigo meu minha meus minhas tu te ti teu tua voce voces seu sua seus suas ele ela eles elas nos nosso
  nossa nossos nossas lhe lhes isso isto esse essa esses essas este esta estes estas aquele aquela aquilo
  aqui ai la ali ca entao agora assim depois antes hoje ontem amanha ainda tipo ne oi ola ole opa ei hey
  bom boa bons boas dia tarde noite sim talvez tambem
  apenas mesmo mesma gente cara nada ninguem alguem coisa coisas vez vezes ha kkk kkkk haha rs aff hmm
  quase sempre nunca logo enquanto porem pois contudo desde apos perante entre contra durante segundo
  conforme cada qualquer quaisquer tal tais tanto tanta la`,
);

/** Frequent conjugated and infinitive verbs: a company or a name ends where one starts. */
export const VERBS = set(
  `sou es e somos sao era eram foi fui fomos foram sera seria serao estou esta estamos estao estava estavamos
  estive esteve tenho tem temos tinha tinhamos tive teve ter quero quer queremos querem queria queriamos
  quis querer preciso precisa precisamos precisam precisava precisavamos precisaria precisar gostaria
  gostariamos gosto gostei gostou vou vai vamos vao ia iamos ir faco faz fazemos fazem fazia fiz fez fazer
  posso pode podemos podem podia poderia poder consigo consegue conseguimos conseguem conseguir vendo
  vende vendemos vendem vender vendia trabalho trabalha trabalhamos trabalham trabalhava trabalhar atendo
  atende atendemos atendem atender fica ficam ficar fico abriu abrimos abri abre abrir comecou comecamos
  comecei comecar pretendo pretende pretendemos pretender planejo planeja planejamos acho achei achamos
  achar sei sabe sabemos saber falei falou falamos falar falando indicou indicaram indicar pediu pediram
  pedir cobrou cobraram cobrava cobram cobrar pagou pagaram paguei pagar pago custou custa custam custar
  fizeram contratei contratamos contratou contratar mexo mexe mexemos lanco lanca lancar lancamos
  inaugura inauguramos inaugurar estamos chama chamo chamar chamam chamada chamado chamamos tenta
  tentei tentamos tentar usei usamos usar uso usa usam vi vimos ver veio vem vieram
  cuido cuida cuidamos cuidar toco toca tocamos tocar mando manda mandamos mandar represento representa
  representamos representar ajudo ajuda ajudamos ajudar falo escrevo escreve escrevemos`,
);

/** Positions in a business (the role slot), feminine and plural forms included. */
export const ROLE_WORDS = set(
  `ceo cto cfo coo diretor diretora diretores gerente gerentes coordenador coordenadora analista
  desenvolvedor desenvolvedora designer empreendedor empreendedora proprietario proprietaria
  proprietarios dono dona donos donas socio socia socios socias fundador fundadora fundadores cofundador
  cofundadora presidente vice supervisor supervisora recepcionista secretario secretaria voluntario
  voluntaria voluntarios voluntarias funcionario funcionaria assistente estagiario estagiaria
  administrador administradora responsavel encarregado encarregada lider head`,
);

/** Professions: 'sou psicóloga' says what the visitor does, neither a name nor a role. */
export const PROFESSIONS = set(
  `psicologo psicologa nutricionista dentista medico medica advogado advogada corretor corretora contador
  contadora arquiteto arquiteta engenheiro engenheira professor professora estudante fisioterapeuta
  personal fotografo fotografa enfermeiro enfermeira veterinario veterinaria cabeleireiro cabeleireira
  manicure esteticista confeiteiro confeiteira padeiro padeira costureira artesa artesao mecanico
  motorista pintor eletricista pedreiro marceneiro consultor consultora vendedor vendedora atendente
  terapeuta coach autonomo autonoma freelancer freela mei influencer youtuber musico cantor cantora
  chef cozinheiro cozinheira farmaceutico farmaceutica biologo biologa jornalista publicitario
  publicitaria programador programadora dev`,
);

/** Nouns naming a kind of business ('minha loja', 'da clínica X'). */
export const BUSINESS_NOUNS = set(
  `empresa empresinha loja lojinha clinica consultorio padaria confeitaria cafeteria cafe pizzaria
  restaurante lanchonete bar academia escola escritorio agencia imobiliaria farmacia rede marca startup
  fabrica industria oficina salao barbearia studio estudio boutique otica floricultura construtora
  transportadora distribuidora petshop pousada hotel mercado mercadinho mercearia acougue hamburgueria
  sorveteria doceria livraria papelaria grafica igreja ong instituto associacao cooperativa negocio
  atelie ateliê acaiteria hortifruti adega emporio laboratorio escolinha creche buffet espaco centro
  distribuidora importadora exportadora comercio franquia marcenaria serralheria vidracaria borracharia
  lavanderia lavajato autoescola contabilidade escritorio projeto shop grupo brecho sebo quiosque
  estetica spa joalheria relojoaria perfumaria drogaria marmitaria churrascaria pastelaria temakeria
  cervejaria vinicola editora produtora gravadora colegio faculdade hospital corretora seguradora
  incorporadora advocacia despachante funilaria posto hostel esmalteria confeccao malharia viveiro
  horta fazenda granja peixaria sacolao canil fundacao sindicato prefeitura paroquia bistro bistrô
  hamburgueria food truck atacadista atacado varejo clube assessoria consultoria agropecuaria
  tabacaria conveniencia loteria tecelagem vidracaria`,
);

/** Legal and corporate suffixes kept with a company name ('Ltda', 'ME', 'EIRELI', 'S/A'). */
export const LEGAL_SUFFIXES = set('ltda me eireli epp sa s/a cia mei ss');

/** Words that make a clause about someone else: a competitor, a previous agency, a friend, a boss. */
export const OTHER_PARTY = set(
  `concorrente concorrentes concorrencia amigo amiga amigos amigas primo prima primos cunhado cunhada
  vizinho vizinha irmao irma tio tia pai mae marido esposa namorado namorada filho filha chefe patrao
  patroa fornecedor fornecedora fornecedores parceiro parceira cliente clientes conhecido conhecida
  colega colegas ex antiga antigo anterior outra outro indicou indicacao indicaram concorrentes`,
);

/** Month names in canonical form, January first. */
export const MONTHS = words(
  'janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro',
);

/** Number words people spell out in budgets and durations. */
export const NUMBER_WORDS: Record<string, number> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  treze: 13,
  quatorze: 14,
  catorze: 14,
  quinze: 15,
  dezesseis: 16,
  dezessete: 17,
  dezoito: 18,
  dezenove: 19,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
  sessenta: 60,
  setenta: 70,
  oitenta: 80,
  noventa: 90,
  cem: 100,
  cento: 100,
  duzentos: 200,
  trezentos: 300,
  quatrocentos: 400,
  quinhentos: 500,
  seiscentos: 600,
  setecentos: 700,
  oitocentos: 800,
  novecentos: 900,
};

/** Greetings and closings that open or end a message, never a name. */
export const GREETINGS = set('oi oie oii oiii ola ole opa hey eai e ai bom dia boa tarde noite salve fala');

/** Content words of the sales conversation (never names): what visitors ask for and talk about. */
export const DOMAIN_WORDS = set(
  `site sites loja virtual online orcamento prazo valor preco verba investimento servico servicos
  marketing trafego anuncio anuncios instagram whatsapp zap google chatbot bot robo agente agentes ia gpt
  automacao integracao sistema logo logotipo identidade visual consultoria landing page pagina portal
  ecommerce vendas venda cliente clientes pedido pedidos reais mil urgente pressa semana mes ano proposta
  contato email telefone numero celular whats orcamentos duvida pergunta ajuda oferta desconto tabela
  obrigado obrigada tchau perfeito otimo entendi combinado dono`,
);

/** Adjectives that follow a name as a comment ('a Patas & Cia é ótima'), never part of it. */
export const ADJECTIVES = set(
  `otimo otima otimos otimas bom boa bons boas ruim ruins caro cara caros barato barata baratos grande
  grandes pequeno pequena pequenos novo nova novos novas antigo antiga legal legais bonito bonita lindo
  linda feio feia famoso famosa conhecido conhecida melhor melhores pior piores incrivel excelente
  pessimo pessima interessado interessada curioso curiosa brasileiro brasileira responsavel unico unica
  primeiro primeira apaixonado apaixonada iniciante`,
);

/** Common nouns after 'trabalho na', 'aqui no' that are places or areas, not companies. */
export const NOT_COMPANY = set(
  `area parte setor departamento feriado rua centro cidade regiao bairro interior capital exterior internet
  online home office ramo segmento mercado area empresa loja lojinha firma trabalho escritorio negocio
  momento hora agora verdade real frente equipe time sul norte nordeste sudeste oeste leste estado pais
  brasil zona praia campo sitio vendas marketing ti tecnologia financeiro comercial rh redes
  mundo ramo parceria chat whatsapp instagram facebook google site sites mesmo mesma gente`,
);

/** Places that follow 'sou da', 'trabalho em' (first word of the phrase). */
export const PLACES = set(
  `sao rio belo brasilia curitiba porto salvador recife fortaleza manaus goiania campinas florianopolis
  brasil bahia minas parana pernambuco ceara goias sp rj mg bh capital zona paulo natal
  maceio aracaju teresina belem macapa cuiaba campo londrina maringa joinville
  blumenau santos sorocaba ribeirao uberlandia niteroi osasco guarulhos contagem pelotas caxias
  interior litoral grande abc`,
);

/** Courtesy titles dropped before a name ('Dra. Helena' → 'Helena'). */
export const TITLES = set('dr dra doutor doutora sr sra senhor senhora prof profa');

/** Chat interjections: never a name on their own, but words of business names ('Beleza Pura', 'Ponto Certo'). */
export const INTERJECTIONS = set(
  'beleza certo claro ok okay legal show top valeu obrigado obrigada blz vlw massa',
);

/** Insults: never a name ('idiota' after 'Como posso te chamar?'). */
export const INSULTS = set(
  'idiota burro burra lixo porcaria merda imbecil otario otaria ridiculo ridicula inutil palhaco palhacada golpista ladrao',
);

/**
 * Everyday words the typo correction must leave alone: each is one edit away from a keyword
 * ('forma' / 'foram', 'canal' / 'natal', 'pessoal' / 'pessoa'), so without this list it would be
 * 'corrected'. Frequent words of sales chats, not anyone's name.
 */
export const COMMON_WORDS = set(
  `forma formas formato fora foram forte porta porto parte partes carta cartas conta contas conto conte
  canal canais pessoal pessoas pessoa dados dado todas todos toda todo sala salas salada campo campos
  tempo tempos temos tenha tenham venha venho vendo vende venda vendas vender valor valer vale vales
  marca marcas marcar marco marcos menos mesmo mesma meses mesa mesas preco precos preso prazo prazos
  praia prato pratos plano planos pleno parque parques certa certas certos cerca perto pouco pouca poucos
  muito muita muitos muitas outro outra outros outras nosso nossa nossos nossas minha minhas nunca sempre
  ainda agora depois antes hoje ontem amanha cedo tarde noite manha semana feira feiras hora horas
  minuto minutos ideia ideias coisa coisas caso casos casa casas causa causas curso cursos custo custos
  falta faltam falar falta fazer feito feita feitos efeito sobre sobra sobras obra obras volta voltar
  vezes vista visto visita visitas ponto pontos posto postos poste posso pode podem poder podia poucas
  preciso precisa precisam precisava gosto gosta gostei gente geral grupo grupos ganho ganhos ganhar
  lucro lucros linha linhas lista listas livre livros livro longo longe lugar lugares mundo mundos
  nome nomes novo nova novos novas numero numeros ordem outra papel parte passo passos pedido pedidos
  peca pecas pena perfil perfis pergunta perguntas porque quanto quantos quantas quase quatro quero
  queria quiser razao rapido rapida receita resposta respostas resto roupa roupas saber sabe sabia
  saude segunda servico servicos sinal sistema sites social sociais sorte tanto tarefa tarefas tela
  telas tenho terca teste testes texto textos tipo tipos total trabalho trabalhos treino tudo turma
  uniao unica unico usar usado usuario usuarios valores vamos veja vejo vendo verba versao vida video
  videos visual voces volume zero quinta sexta sabado domingo junto juntos bairro cidade estado regiao
  baixo baixa alto alta maior menor melhor pior antigo antiga primeiro primeira ultimo ultima proprio
  propria mercado produto produtos cliente clientes empresa empresas negocio negocios loja lojas
  ouro tinta tintas rodas artes lento lenta lentos demais`,
);

/** docs/product/chat-assistant.md: three greeting variants, one picked at random when a conversation starts. */

/**
 * LGPD art. 20: the visitor is told the assistant is automated and that a person can review what it
 * decided (the lead it records). One short line, in every greeting.
 */
export const AUTOMATED_NOTICE =
  'Sou um assistente automatizado; uma pessoa da nossa equipe pode revisar esta conversa.';

export const GREETINGS: readonly ((name?: string) => string)[] = [
  (name) =>
    `Olá${name ? `, ${name}` : ''}! Eu sou o Agente Coder, o assistente virtual da Coders. Posso tirar suas dúvidas sobre sites, agentes GPT, identidade visual, marketing e automação. Como posso ajudar o seu negócio hoje? ${AUTOMATED_NOTICE}`,
  (name) =>
    `Oi${name ? `, ${name}` : ''}! Que bom ter você por aqui. Sou o Agente Coder e quero entender o seu projeto para indicar o melhor caminho. Me conta: o que você precisa? ${AUTOMATED_NOTICE}`,
  (name) =>
    `Bem-vindo à Coders${name ? `, ${name}` : ''}! Sou o Agente Coder. Entregamos projetos em até 15 dias e a consulta inicial é gratuita. Em que posso ajudar? ${AUTOMATED_NOTICE}`,
];

export function pickGreeting(name?: string, random: () => number = Math.random): string {
  const index = Math.min(GREETINGS.length - 1, Math.floor(random() * GREETINGS.length));
  return GREETINGS[index]!(name?.trim() || undefined);
}

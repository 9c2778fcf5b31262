/** After a successful send: thanks, what happens next and a WhatsApp shortcut. */
import { CheckCircle2, MessageCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { site } from '@shared/content/site';
import { whatsappLink } from '@shared/lead-profile/normalize';
import { paths } from '@web/app/paths';
import { buttonClass } from './questionnaire-buttons';

const CHANNEL_TEXT: Record<string, string> = {
  whatsapp: 'pelo WhatsApp',
  email: 'por e-mail',
  ligacao: 'por telefone',
};

export type SentSummary = { name: string; company: string; contactPreference: string };

export function QuestionnaireResult({ sent }: { sent: SentSummary }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const firstName = sent.name.trim().split(/\s+/)[0] ?? '';
  const channel = CHANNEL_TEXT[sent.contactPreference] ?? CHANNEL_TEXT.whatsapp;
  const greeting = `Olá! Acabei de responder o questionário de avaliação da Coders. Sou ${sent.name.trim()}${
    sent.company ? `, da ${sent.company.trim()}` : ''
  }.`;
  const whatsapp = whatsappLink(site.whatsapp, greeting) ?? `https://wa.me/${site.whatsapp}`;
  return (
    <div className="grid gap-6 text-center sm:text-left">
      <CheckCircle2 className="mx-auto size-12 text-green-600 sm:mx-0" aria-hidden="true" />
      <div className="grid gap-2">
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
          Recebemos suas respostas{firstName ? `, ${firstName}` : ''}!
        </h2>
        <p className="text-muted-foreground">
          Obrigado por contar sobre o seu projeto{sent.company ? ` da ${sent.company.trim()}` : ''}. Veja o
          que acontece agora:
        </p>
      </div>
      <ol className="grid gap-3 text-left">
        {[
          'Nossa equipe analisa as suas respostas e prepara as primeiras recomendações.',
          `Entramos em contato ${channel} em até 4 horas, de segunda a sexta, das 8h às 18h.`,
          'Você recebe uma proposta personalizada, com escopo, prazo e investimento definidos, sem compromisso.',
        ].map((text, index) => (
          <li key={text} className="flex gap-3 rounded-lg border bg-background p-4">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <span className="text-sm">{text}</span>
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClass('primary')}>
          <MessageCircle aria-hidden="true" />
          Falar agora no WhatsApp
          <span className="sr-only"> (abre em nova aba)</span>
        </a>
        <Link to="/#consultoria" className={buttonClass('outline')}>
          Agendar consultoria gratuita
        </Link>
        <Link to={paths.home} className={buttonClass('ghost')}>
          Voltar para o início
        </Link>
      </div>
    </div>
  );
}

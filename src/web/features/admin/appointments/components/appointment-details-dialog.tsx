import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Mail, MessageCircle, Phone } from 'lucide-react';
import { appointmentStatuses, leadStatuses, statusBadge } from '@shared/catalog/statuses';
import { formatDateTime, formatPhone } from '@shared/format';
import { nationalPhone, whatsappLink } from '@shared/lead-profile/normalize';
import type { AppointmentDetails } from '@shared/schemas/appointment';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonVariants } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/feedback';
import { appointmentQuery } from '../api/get-appointment';

type Contact = { name: string | null; email: string | null; phone: string | null };

function greeting(name: string | null, date: string | null) {
  const first = name?.trim().split(/\s+/)[0];
  const when = date ? ` do dia ${formatDateTime(date)}` : '';
  return `Olá${first ? `, ${first}` : ''}! Aqui é da Coders, sobre o seu agendamento${when}.`;
}

function ContactLinks({ contact, date }: { contact: Contact; date: string | null }) {
  const whatsapp = contact.phone ? whatsappLink(contact.phone, greeting(contact.name, date)) : null;
  const national = contact.phone ? nationalPhone(contact.phone) : null;
  if (!contact.email && !contact.phone)
    return <p className="text-sm text-muted-foreground">Sem contato registrado.</p>;
  return (
    <div className="flex flex-wrap gap-2">
      {contact.email ? (
        <a className={buttonVariants({ variant: 'outline', size: 'sm' })} href={`mailto:${contact.email}`}>
          <Mail aria-hidden="true" />
          Enviar e-mail
        </a>
      ) : null}
      {national ? (
        <a className={buttonVariants({ variant: 'outline', size: 'sm' })} href={`tel:+55${national}`}>
          <Phone aria-hidden="true" />
          Ligar
        </a>
      ) : null}
      {whatsapp ? (
        <a
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle aria-hidden="true" />
          WhatsApp
          <span className="sr-only"> (abre em nova aba)</span>
        </a>
      ) : null}
    </div>
  );
}

function Item({ label, children, wide }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'grid gap-0.5 sm:col-span-2' : 'grid gap-0.5'}>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

function Details({ appointment }: { appointment: AppointmentDetails }) {
  const status = statusBadge(appointmentStatuses, appointment.status);
  const lead = appointment.lead;
  const booking: Contact = { name: appointment.name, email: appointment.email, phone: appointment.phone };
  // Bookings from the public site carry the visitor's own e-mail and phone, which may differ from the lead's.
  const hasBookingContact = Boolean(booking.email || booking.phone);
  return (
    <div className="grid gap-5">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Item label="Data">
          <span className="inline-flex items-center gap-1.5">
            <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
            {formatDateTime(appointment.appointmentDate, 'Data não definida')}
          </span>
        </Item>
        <Item label="Status">
          <Badge color={status.color}>{status.label}</Badge>
        </Item>
        <Item label="Duração">{appointment.durationMinutes} minutos</Item>
        <Item label="Criado em">{formatDateTime(appointment.createdAt)}</Item>
        <Item label="Descrição" wide>
          {appointment.description || 'Sem descrição.'}
        </Item>
      </dl>

      <section aria-labelledby="appointment-lead-heading" className="grid gap-3 rounded-lg border p-4">
        <h3 id="appointment-lead-heading" className="font-semibold">
          Lead
        </h3>
        {lead ? (
          <>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Item label="Nome">{lead.name}</Item>
              <Item label="Status do lead">
                <Badge color={statusBadge(leadStatuses, lead.status).color}>
                  {statusBadge(leadStatuses, lead.status).label}
                </Badge>
              </Item>
              <Item label="E-mail">
                <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${lead.email}`}>
                  {lead.email}
                </a>
              </Item>
              <Item label="Telefone">{formatPhone(lead.phone) || '-'}</Item>
              <Item label="Empresa">{lead.company || '-'}</Item>
              <Item label="Interesse">{lead.serviceInterest || '-'}</Item>
            </dl>
            <ContactLinks contact={lead} date={appointment.appointmentDate} />
          </>
        ) : (
          <p className="text-sm text-muted-foreground">Nenhum lead vinculado a este agendamento.</p>
        )}
      </section>

      {hasBookingContact ? (
        <section aria-labelledby="appointment-contact-heading" className="grid gap-3 rounded-lg border p-4">
          <h3 id="appointment-contact-heading" className="font-semibold">
            Contato informado no agendamento
          </h3>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Item label="Nome">{booking.name || '-'}</Item>
            <Item label="E-mail">{booking.email || '-'}</Item>
            <Item label="Telefone">{formatPhone(booking.phone) || '-'}</Item>
          </dl>
          <ContactLinks contact={booking} date={appointment.appointmentDate} />
        </section>
      ) : null}
    </div>
  );
}

/** 'Detalhes' (docs/product/appointments.md, made to work): the appointment, its lead and ways to reach them. */
export function AppointmentDetailsDialog({
  appointmentId,
  onOpenChange,
  onEdit,
}: {
  appointmentId: string | null;
  onOpenChange: (open: boolean) => void;
  onEdit: (appointment: AppointmentDetails) => void;
}) {
  const query = useQuery({ ...appointmentQuery(appointmentId ?? ''), enabled: Boolean(appointmentId) });
  const appointment = query.data;
  return (
    <Dialog open={Boolean(appointmentId)} onOpenChange={onOpenChange}>
      <DialogContent width={600}>
        <DialogHeader>
          <DialogTitle className="pr-6">{appointment?.title ?? 'Detalhes do agendamento'}</DialogTitle>
          <DialogDescription>Detalhes do agendamento e contato do lead.</DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <div className="grid gap-3" role="status" aria-label="Carregando detalhes">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : query.isError || !appointment ? (
          <p role="alert" className="text-sm text-destructive">
            Não foi possível carregar os detalhes do agendamento. Tente novamente.
          </p>
        ) : (
          <Details appointment={appointment} />
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Fechar
          </Button>
          {appointment ? <Button onClick={() => onEdit(appointment)}>Editar</Button> : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

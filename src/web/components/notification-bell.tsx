/**
 * The notification bell (docs/product/notifications.md): unread badge ('9+' above 9, hidden at 0), the 20
 * newest in a popover (newest first, at most 50 kept as new ones arrive), click marks read, 'Marcar
 * todas como lidas'. New rows arrive over /api/realtime (SSE fed by PostgreSQL LISTEN/NOTIFY);
 * high priority ones also toast. Fetch and update failures are only logged (docs/product/notifications.md).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Bell, CheckCircle2, Info, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '@shared/format';
import { type NotificationItem, type NotificationList, unreadBadge } from '@shared/schemas/notification';
import { api } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { useMe } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { markEveryRead, markOneRead, prependNotification, reconnectDelay } from './notification-list';
import { Button } from './ui/button';
import { Spinner } from './ui/feedback';
import { Popover, PopoverContent, PopoverTrigger } from './ui/popover';

const EMPTY: NotificationList = { items: [], unreadCount: 0 };

export const notificationsKey = (userId: string) => ['notifications', userId] as const;

function notificationsQuery(userId: string) {
  return queryOptions({
    queryKey: notificationsKey(userId),
    queryFn: () => api.get<NotificationList>('/api/notifications'),
    retry: 1,
    refetchOnWindowFocus: false,
    // The stream keeps the list current; no polling needed.
    staleTime: 60_000,
  });
}

/** Renders nothing for visitors and signed-in people without a staff role. */
export function NotificationBell() {
  const { user, staff } = useMe();
  if (!user || !staff) return null;
  return <StaffBell userId={user.id} />;
}

function StaffBell({ userId }: { userId: string }) {
  const client = useQueryClient();
  const key = notificationsKey(userId);
  const query = useQuery(notificationsQuery(userId));
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (query.error) console.error('Erro ao carregar notificações:', query.error);
  }, [query.error]);

  useRealtimeNotifications(userId);

  const markRead = useMutation({
    mutationFn: (id: string) => api.patch<NotificationItem>(`/api/notifications/${id}/read`, {}),
    onMutate: (id) => {
      client.setQueryData<NotificationList>(key, (list) => markOneRead(list ?? EMPTY, id));
    },
    onError: (error) => {
      console.error('Erro ao marcar notificação como lida:', error);
      void client.invalidateQueries({ queryKey: key });
    },
  });

  const markAll = useMutation({
    mutationFn: () => api.post<{ updated: number }>('/api/notifications/read-all'),
    onMutate: () => {
      client.setQueryData<NotificationList>(key, (list) => markEveryRead(list ?? EMPTY));
    },
    onError: (error) => {
      console.error('Erro ao marcar notificações como lidas:', error);
      void client.invalidateQueries({ queryKey: key });
    },
  });

  const list = query.data ?? EMPTY;
  const badge = unreadBadge(list.unreadCount);

  const choose = (item: NotificationItem) => {
    if (item.status === 'unread') markRead.mutate(item.id);
    if (item.link?.startsWith('/')) {
      setOpen(false);
      navigate(item.link);
    }
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          // The accessible name holds the visible count ('9+' included), so voice users can say what they see.
          aria-label={badge ? `Notificações (${badge} não lidas)` : 'Notificações'}
        >
          <Bell className="size-5" aria-hidden="true" />
          {badge ? (
            <span
              data-testid="notification-badge"
              aria-hidden="true"
              className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white"
            >
              {badge}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-[min(24rem,calc(100vw-1rem))] p-0" aria-label="Notificações">
        <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
          <h2 className="text-sm font-semibold">Notificações</h2>
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0"
            disabled={list.unreadCount === 0}
            onClick={() => markAll.mutate()}
          >
            Marcar todas como lidas
          </Button>
        </div>
        <div className="h-96 overflow-y-auto">
          {query.isPending ? (
            <Spinner className="h-full" label="Carregando..." />
          ) : query.isError && list.items.length === 0 ? (
            <p className="p-6 text-center text-sm text-muted-foreground">
              Não foi possível carregar as notificações.
            </p>
          ) : list.items.length === 0 ? (
            <p className="p-6 text-center text-sm text-muted-foreground">Nenhuma notificação</p>
          ) : (
            <ul className="divide-y" aria-label="Lista de notificações">
              {list.items.map((item) => (
                <li key={item.id}>
                  <NotificationRow item={item} onChoose={choose} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}

const typeIcon = {
  success: { Icon: CheckCircle2, className: 'text-green-600', label: 'Sucesso' },
  warning: { Icon: AlertTriangle, className: 'text-amber-600', label: 'Atenção' },
  error: { Icon: XCircle, className: 'text-red-600', label: 'Erro' },
  info: { Icon: Info, className: 'text-blue-600', label: 'Informação' },
} as const;

function NotificationRow({
  item,
  onChoose,
}: {
  item: NotificationItem;
  onChoose: (item: NotificationItem) => void;
}) {
  // docs/product/notifications.md: success, warning, error; anything else is info.
  const kind = typeIcon[(item.type in typeIcon ? item.type : 'info') as keyof typeof typeIcon];
  const unread = item.status === 'unread';
  return (
    <button
      type="button"
      onClick={() => onChoose(item)}
      className={cn(
        'flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-none',
        unread && 'bg-blue-50/60',
      )}
    >
      <kind.Icon className={cn('mt-0.5 size-4 shrink-0', kind.className)} aria-hidden="true" />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn('text-sm', unread ? 'font-semibold' : 'font-medium text-slate-700')}>
          {kind.label !== 'Informação' ? <span className="sr-only">{kind.label}: </span> : null}
          {item.title}
          {unread ? <span className="sr-only"> (não lida)</span> : null}
        </span>
        {item.message ? (
          <span className="line-clamp-2 text-sm text-muted-foreground">{item.message}</span>
        ) : null}
        <span className="text-xs text-muted-foreground">{formatDateTime(item.createdAt)}</span>
      </span>
      {unread ? (
        <span className="mt-1.5 size-2 shrink-0 rounded-full bg-blue-600" aria-hidden="true" />
      ) : null}
    </button>
  );
}

/**
 * Keeps one EventSource open to /api/realtime. A failed or dropped stream is reopened with backoff,
 * asking for everything after the newest id this tab knows (?since=), and ids are de-duplicated, so
 * nothing is lost or shown twice.
 */
function useRealtimeNotifications(userId: string) {
  const client = useQueryClient();
  const lastId = useRef<string | null>(null);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const key = notificationsKey(userId);
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const receive = (event: MessageEvent<string>) => {
      let item: NotificationItem;
      try {
        item = JSON.parse(event.data) as NotificationItem;
      } catch (error) {
        console.error('Notificação em tempo real inválida:', error);
        return;
      }
      lastId.current = item.id;
      const before = client.getQueryData<NotificationList>(key) ?? EMPTY;
      if (before.items.some((existing) => existing.id === item.id)) return;
      client.setQueryData<NotificationList>(key, (list) => prependNotification(list ?? EMPTY, item));
      if (item.priority === 'high' && item.status === 'unread') {
        if (item.type === 'error') toast.error(item.title, item.message || undefined);
        else if (item.type === 'success') toast.success(item.title, item.message || undefined);
        else toast.info(item.title, item.message || undefined);
      }
    };

    const connect = () => {
      if (stopped) return;
      const since = lastId.current ?? client.getQueryData<NotificationList>(key)?.items[0]?.id;
      source = new EventSource(since ? `/api/realtime?since=${encodeURIComponent(since)}` : '/api/realtime');
      source.addEventListener('notification', receive as EventListener);
      source.onopen = () => {
        attempt = 0;
      };
      source.onerror = () => {
        // Reconnect ourselves, so a 401/403/503 answer does not end realtime for good.
        source?.close();
        source = null;
        if (stopped) return;
        timer = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
    };

    connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      source?.close();
    };
  }, [client, userId]);
}

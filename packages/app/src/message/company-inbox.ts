import type { DealgrowClient } from '@dealgrow/sdk';
import type { Realtime } from '@dealgrow/sdk/realtime';
import { sortConversations } from '@dealgrow/sdk/state';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../common/messages.ts';
import type { ChatMessage, ChatRoom } from './types.ts';

export interface CompanyInbox {
  /** The companies the member manages: each has a shared inbox (docs/realtime.md, company rooms). */
  companies: { id: number; name: string }[];
  /** The inbox shown on the company tab; null: the member's own company conversations. */
  companyId: number | null;
  rooms: ChatRoom[];
  loading: boolean;
  error: string | null;
  choose(companyId: number | null): void;
  has(roomId: number): boolean;
  /** A message in one of the inbox's rooms: it becomes the room's last and the room goes to the top. */
  receive(message: ChatMessage, own: boolean): void;
  /** Marks an inbox room read for the company. */
  markSeen(roomId: number, sequence: number): Promise<void>;
  /** Rooms archived or deleted for the company leave the inbox. */
  drop(ids: number[]): void;
}

/**
 * The company inbox of the /message company tab, for a company's managers (`listForCompany`): the rooms members
 * opened with the company, with the company's own unread counts and archive. Not in the `message` slice, which holds
 * the member's own rooms.
 */
export function useCompanyInbox(client: DealgrowClient, viewerId: number, realtime: Realtime): CompanyInbox {
  const { i18n } = useTranslation();
  const [companies, setCompanies] = useState<{ id: number; name: string }[]>([]);
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [list, setList] = useState<{ rooms: ChatRoom[]; loading: boolean; error: string | null }>({
    rooms: [],
    loading: false,
    error: null,
  });
  const rooms = useRef(list.rooms);
  rooms.current = list.rooms;

  useEffect(() => {
    const controller = new AbortController();
    void client.companies.mine({}, { signal: controller.signal }).then((answer) => {
      if (answer.success && !controller.signal.aborted && Array.isArray(answer.data))
        setCompanies(answer.data.filter((company) => company.isManager).map(({ id, name }) => ({ id, name })));
    });
    return () => controller.abort();
  }, [client]);

  useEffect(() => {
    if (companyId === null) {
      setList({ rooms: [], loading: false, error: null });
      return;
    }
    const controller = new AbortController();
    setList({ rooms: [], loading: true, error: null });
    void client.chat.listForCompany(companyId, { isArchived: false }, { signal: controller.signal }).then((answer) => {
      if (controller.signal.aborted) return;
      setList(
        answer.success
          ? { rooms: sortConversations(answer.data.items), loading: false, error: null }
          : { rooms: [], loading: false, error: messageOf(answer.error, i18n.t) },
      );
    });
    return () => controller.abort();
  }, [client, companyId, i18n]);

  const inbox = useMemo(() => {
    const receive = (message: ChatMessage, own: boolean) =>
      setList((current) => {
        const room = current.rooms.find((entry) => entry.id === message.room_id);
        if (!room || message.sequence <= room.lastSequence) return current;
        const updated: ChatRoom = {
          ...room,
          lastChatMessage: message,
          lastSequence: message.sequence,
          totalUnreadMessages: own ? room.totalUnreadMessages : room.totalUnreadMessages + 1,
        };
        return { ...current, rooms: sortConversations([updated, ...current.rooms.filter((entry) => entry.id !== room.id)]) };
      });
    return {
      choose: setCompanyId,
      has: (roomId: number) => rooms.current.some((room) => room.id === roomId),
      receive,
      async markSeen(roomId: number, sequence: number) {
        if (companyId === null) return;
        const answer = await client.chat.seen(roomId, { companyId, sequence });
        if (!answer.success) return;
        const unread = answer.data.totalUnreadMessages;
        setList((current) => ({
          ...current,
          rooms: current.rooms.map((room) => (room.id === roomId ? { ...room, totalUnreadMessages: unread } : room)),
        }));
      },
      drop: (ids: number[]) => setList((current) => ({ ...current, rooms: current.rooms.filter((room) => !ids.includes(room.id)) })),
    };
  }, [client, companyId]);

  useEffect(
    () =>
      realtime.on('message:new', ({ message }) => {
        inbox.receive(
          message,
          message.sender_company?.id === companyId || (message.sender?.id === viewerId && message.sender_company !== null),
        );
      }),
    [realtime, inbox, companyId, viewerId],
  );

  return { companies, companyId, ...list, ...inbox };
}

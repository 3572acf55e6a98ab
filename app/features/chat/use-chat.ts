import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { EVENTS, type ChatMessage } from '#common/realtime/index.ts';
import { newId } from '../../lib/uuid';
import type { ConnectionStatus, RealtimeClient } from '../../realtime';
import {
  addPending,
  dropPending,
  mergeServerMessages,
  pendingEntry,
  type ChatEntry,
} from './chat-merge';
import { chatAuthor } from './chat-name';

export interface ChatState {
  messages: ChatEntry[];
  status: ConnectionStatus;
  /** This socket's id: messages whose senderId matches are the visitor's own. */
  selfId: string | null;
  /** The last refusal from the server (e.g. the rate limit), until the next send. */
  error: string | null;
  /** Trims; an empty text is not sent (false). True once the server has stored it. */
  send(text: string, name: string): Promise<boolean>;
}

interface Held {
  owner: RealtimeClient | null;
  messages: ChatEntry[];
  error: string | null;
}

const noop = () => () => {};

/**
 * The chat of one socket's room ('global' or a room page's socket): listens to chat:history and
 * chat:message, sends with a pending copy shown at once. A new client starts an empty list.
 */
export function useChat(client: RealtimeClient | null): ChatState {
  const [held, setHeld] = useState<Held>({ owner: client, messages: [], error: null });
  const current = held.owner === client ? held : { owner: client, messages: [], error: null };

  const update = useCallback(
    (change: (messages: ChatEntry[]) => ChatEntry[], error?: string | null) =>
      setHeld((previous) => {
        const base =
          previous.owner === client ? previous : { ...previous, messages: [], error: null };
        return {
          owner: client,
          messages: change(base.messages),
          error: error === undefined ? base.error : error,
        };
      }),
    [client],
  );

  useEffect(() => {
    if (!client) return;
    const merge = (incoming: ChatMessage[]) =>
      update((list) => mergeServerMessages(list, incoming));
    const stops = [
      client.on(EVENTS.chatHistory, merge),
      client.on(EVENTS.chatMessage, (message) => merge([message])),
    ];
    return () => stops.forEach((stop) => stop());
  }, [client, update]);

  const subscribe = useCallback(
    (listener: () => void) => (client ? client.onStatus(listener) : noop()),
    [client],
  );
  const status = useSyncExternalStore<ConnectionStatus>(
    subscribe,
    () => client?.status ?? 'initializing',
    () => 'initializing',
  );
  const selfId = useSyncExternalStore(
    subscribe,
    () => client?.id ?? null,
    () => null,
  );

  const send = useCallback(
    async (text: string, name: string) => {
      const trimmed = text.trim();
      if (!client || trimmed === '') return false;
      const entry = pendingEntry(
        { id: newId(), author: chatAuthor(name), text: trimmed },
        Date.now(),
      );
      update((list) => addPending(list, entry), null);
      const reply = await client.sendChat({
        id: entry.id,
        author: entry.author,
        text: entry.text,
        timestamp: entry.timestamp,
      });
      if ('ok' in reply) {
        update((list) => mergeServerMessages(list, [reply.chat]));
        return true;
      }
      update((list) => dropPending(list, entry.id), reply.message);
      return false;
    },
    [client, update],
  );

  return { messages: current.messages, error: current.error, status, selfId, send };
}

import { useMemo, useState } from 'react';
import { myPresenceColor } from '../../lib/presence-color';
import { chatAuthor } from '../chat/chat-name';
import { useChatName } from '../chat/chat-name-store';

/** Who a visitor is for the others in a room: the people list's and the carets' name and colour. */
export interface RoomUser {
  name: string;
  color: string;
}

/**
 * Who I am in a room: my chat name (the same one the chat panel and cursor labels show,
 * following its changes; empty is 'Guest') and this tab's colour, the one its cursor has too.
 */
export function useRoomUser(): RoomUser {
  const [name] = useChatName();
  const [color] = useState(() => myPresenceColor());
  return useMemo(() => ({ name: chatAuthor(name), color }), [name, color]);
}

const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

interface TabUser {
  clientId: number;
  name: string;
  /** null when the tab's colour is not #rrggbb. */
  color: string | null;
}

/**
 * Who the tabs of a room say they are in their awareness states, those whose state names a
 * user, cleaned, since it comes from other people's browsers: the name as the chat would send
 * it, the colour only as #rrggbb.
 */
export function roomUsersOf(states: ReadonlyMap<number, Record<string, unknown>>): TabUser[] {
  return [...states].flatMap(([clientId, state]) => {
    const user = state.user as { name?: unknown; color?: unknown } | undefined;
    if (typeof user !== 'object' || user === null) return [];
    const { name, color } = user;
    return {
      clientId,
      name: chatAuthor(typeof name === 'string' ? name : ''),
      color: typeof color === 'string' && COLOR_PATTERN.test(color) ? color : null,
    };
  });
}

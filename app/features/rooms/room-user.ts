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

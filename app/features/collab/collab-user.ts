import { useMemo, useState } from 'react';
import { PRESENCE_COLORS } from '../../../common/realtime/limits';
import { chatAuthor } from '../chat/chat-name';
import { useChatName } from '../chat/chat-name-store';
import type { CollabUser } from './RichTextEditor';

/** One of the six presence colours of docs/product.md, for this tab's caret and name in the room. */
export function pickPresenceColor(random: () => number = Math.random): string {
  const index = Math.min(PRESENCE_COLORS.length - 1, Math.floor(random() * PRESENCE_COLORS.length));
  return PRESENCE_COLORS[index] ?? PRESENCE_COLORS[0];
}

/**
 * Who I am in a room: my chat name (the same one the chat panel and cursor labels show,
 * following its changes; empty is 'Guest') and a colour picked once per visit of the room.
 */
export function useCollabUser(): CollabUser {
  const [name] = useChatName();
  const [color] = useState(() => pickPresenceColor());
  return useMemo(() => ({ name: chatAuthor(name), color }), [name, color]);
}

import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../lib/storage/keys';
import { readText, writeText } from '../../lib/storage/local';
import { clampChatName, initialChatName } from './chat-name';

/**
 * The visitor's chat name, shared by every chat panel and the presence overlay (cursor labels)
 * of the tab, and kept in localStorage under one key. docs/product.md#realtime-messages: storage failures are silent;
 * the generated default then lives for this tab only.
 */
let current: string | null = null;
const listeners = new Set<() => void>();

function load(): string {
  if (current !== null) return current;
  const stored = readText(STORAGE_KEYS.chatName);
  current = initialChatName(stored);
  if (stored === null) writeText(STORAGE_KEYS.chatName, current);
  return current;
}

export function getChatName(): string {
  return load();
}

function setChatName(name: string): void {
  current = clampChatName(name);
  writeText(STORAGE_KEYS.chatName, current);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverName = () => '';

/** The current name and its setter; components re-render when any of them changes it. */
export function useChatName(): [string, (name: string) => void] {
  const name = useSyncExternalStore(subscribe, getChatName, serverName);
  return [name, setChatName];
}

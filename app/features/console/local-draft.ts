import type { PostFormValues } from './post-form';

/**
 * What the owner typed that the server has not acknowledged yet, kept in this browser
 * (localStorage, by post id or "new") so a reload, a closed tab or a dropped connection loses
 * nothing. Cleared once the server has the same text.
 */
const keyOf = (postId: string) => `post-editor:${postId}`;

export function readLocalDraft(postId: string): PostFormValues | null {
  try {
    const kept = localStorage.getItem(keyOf(postId));
    return kept ? (JSON.parse(kept) as { values: PostFormValues }).values : null;
  } catch {
    return null;
  }
}

export function keepLocalDraft(postId: string, values: PostFormValues): void {
  try {
    localStorage.setItem(keyOf(postId), JSON.stringify({ values, keptAt: Date.now() }));
  } catch {
    // A full or refused storage: the text is still on the screen and sent to the server.
  }
}

export function forgetLocalDraft(postId: string): void {
  try {
    localStorage.removeItem(keyOf(postId));
  } catch {
    // Nothing kept, nothing to forget.
  }
}

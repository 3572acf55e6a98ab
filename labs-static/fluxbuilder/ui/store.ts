import { FLUX_STORAGE_KEY } from '../../shared/constants';
import type { FluxDocument } from '../model/blocks';
import { commit, redo, seal, startHistory, undo, type History } from '../model/history';
import { parseDocument } from '../model/storage';

export interface Change {
  /** False when only the selection moved. */
  documentChanged: boolean;
  /** Who made the change: the inspector does not rebuild its own form while typing. */
  source: 'inspector' | 'other';
}

type Listener = (change: Change) => void;

let idCounter = 0;
/** Unique enough within one browser's page (crypto.randomUUID needs a secure context). */
export function newBlockId(): string {
  idCounter++;
  return `b${Date.now().toString(36)}${idCounter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The builder's state: the document with its undo history, the selection, and persistence. */
export class Store {
  history: History<FluxDocument>;
  selectedId: string | null = null;
  saveError: string | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(initial: FluxDocument) {
    this.history = startHistory(initial);
  }

  get doc(): FluxDocument {
    return this.history.present;
  }

  subscribe(listener: Listener): void {
    this.listeners.add(listener);
  }

  apply(
    next: FluxDocument,
    options: { coalesce?: string; select?: string | null; source?: Change['source'] } = {},
  ): void {
    this.history = commit(this.history, next, options.coalesce);
    if (options.select !== undefined) this.selectedId = options.select;
    this.changed({ documentChanged: true, source: options.source ?? 'other' });
  }

  /** Starts a new undo step with the next edit (called when a field gains focus). */
  seal(): void {
    this.history = seal(this.history);
  }

  undo(): void {
    this.history = undo(this.history);
    this.changed({ documentChanged: true, source: 'other' });
  }

  redo(): void {
    this.history = redo(this.history);
    this.changed({ documentChanged: true, source: 'other' });
  }

  select(id: string | null): void {
    if (id === this.selectedId) return;
    this.selectedId = id;
    this.history = seal(this.history);
    this.changed({ documentChanged: false, source: 'other' });
  }

  private changed(change: Change): void {
    if (this.selectedId && !this.doc.blocks.some((block) => block.id === this.selectedId)) {
      this.selectedId = null;
    }
    if (change.documentChanged) this.save();
    for (const listener of this.listeners) listener(change);
  }

  private save(): void {
    try {
      localStorage.setItem(FLUX_STORAGE_KEY, JSON.stringify(this.doc));
      this.saveError = null;
    } catch {
      this.saveError = 'Could not save in this browser (storage is full or disabled).';
    }
  }
}

/** The saved page, or null (with `unreadable` true if something was saved but is broken). */
export function loadSavedDocument(): { doc: FluxDocument | null; unreadable: boolean } {
  let text: string | null;
  try {
    text = localStorage.getItem(FLUX_STORAGE_KEY);
  } catch {
    return { doc: null, unreadable: false };
  }
  const doc = parseDocument(text);
  return { doc, unreadable: text !== null && doc === null };
}

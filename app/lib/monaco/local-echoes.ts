/**
 * Monaco owns the text of the open file: every edit is reported up (onChange) and comes back
 * down later as the `value` prop, after React has rendered. By then the visitor may have typed
 * more, so a returning value that differs from the model is usually an old echo of the
 * editor's own typing, not a change from outside; pushing it into the model would erase the
 * keys typed since. This remembers, per model, the texts the editor reported that have not
 * come back yet, so only a value the editor never reported (an import, say) replaces the text.
 */

/**
 * Echoes normally come back within a render or two; the cap only bounds memory when a caller
 * never hands values back.
 */
export const LOCAL_ECHOES_MAX_PENDING = 256;

export class LocalEchoes {
  /** Reported texts, oldest first, not yet handed back as a value. */
  private pending: string[] = [];
  private replacing = false;

  /** True while a value from outside is being put into the model: its edits are not local. */
  get isReplacing(): boolean {
    return this.replacing;
  }

  /** The editor reported this text (a local edit). */
  reported(text: string): void {
    // Two editors showing one model (the IDE's split view) report each edit twice.
    if (this.replacing || this.pending.at(-1) === text) return;
    this.pending.push(text);
    if (this.pending.length > LOCAL_ECHOES_MAX_PENDING) this.pending.shift();
  }

  /**
   * Whether `value`, handed to the editor while its model holds `modelText`, came from outside
   * and should replace the text. A value the editor reported is its own echo: it and every
   * older report are settled, since the caller's values never go back in time.
   */
  isFromOutside(value: string, modelText: string): boolean {
    // The oldest match: after an undo the same text can be pending twice, and the newer
    // reports between the two must still be recognised when they come back.
    const index = this.pending.indexOf(value);
    if (index >= 0) {
      this.pending.splice(0, index + 1);
      return false;
    }
    return value !== modelText;
  }

  /**
   * Runs `replace`, which puts a value from outside into the model. Pending reports are then
   * dropped: one that still comes back is, in the caller's order, newer than the value just
   * applied (typed after the import was asked for), so it must apply like any other value.
   */
  replaceFromOutside(replace: () => void): void {
    this.replacing = true;
    try {
      replace();
    } finally {
      this.replacing = false;
      this.pending = [];
    }
  }
}

const byModel = new WeakMap<object, LocalEchoes>();

/** The echoes of one model, shared by every editor showing it. */
export function localEchoesOf(model: object): LocalEchoes {
  let echoes = byModel.get(model);
  if (!echoes) {
    echoes = new LocalEchoes();
    byModel.set(model, echoes);
  }
  return echoes;
}

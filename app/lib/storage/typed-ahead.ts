/**
 * The newest text typed into each file, ahead of React. A page left right after a keystroke may
 * go before React has rendered it, and the save on leave (use-save-on-leave.ts) must still hold
 * it. `textOf` reads a file's text in the state as last rendered (undefined: no such file).
 */
export class TypedAhead {
  private readonly texts = new Map<string, string>();

  type(fileId: string, text: string): void {
    this.texts.set(fileId, text);
  }

  /** Forgets what the rendered state already holds, and files it no longer has. */
  settle(textOf: (fileId: string) => string | undefined): void {
    for (const [fileId, text] of this.texts) {
      const rendered = textOf(fileId);
      if (rendered === undefined || rendered === text) this.texts.delete(fileId);
    }
  }

  /** What was typed into files of the rendered state and is not in it yet. */
  ahead(textOf: (fileId: string) => string | undefined): [fileId: string, text: string][] {
    return [...this.texts].filter(([fileId, text]) => {
      const rendered = textOf(fileId);
      return rendered !== undefined && rendered !== text;
    });
  }
}

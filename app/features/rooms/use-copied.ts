import { useCallback, useEffect, useRef, useState } from 'react';
import { writeClipboard } from '../../lib/clipboard';

const COPIED_INDICATOR_MS = 1200;

/** Copies text and remembers which button did it for the 1.2 s indicator (docs/product.md#business-constants). */
export function useCopied() {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (key: string, text: string) => {
    const ok = await writeClipboard(text);
    if (!ok) return;
    setCopied(key);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPIED_INDICATOR_MS);
  }, []);

  return { copied, copy };
}

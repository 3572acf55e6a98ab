/**
 * Past this the browser's clipboard promise is given up on: some browsers leave it pending
 * (a permission prompt nobody answers, an unfocused document), and a button must not wait forever.
 */
const CLIPBOARD_WRITE_TIMEOUT_MS = 1500;

/** Puts text on the clipboard; false when the browser refused or did not answer in time. */
export async function writeClipboard(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), CLIPBOARD_WRITE_TIMEOUT_MS);
    });
    try {
      return await Promise.race([navigator.clipboard.writeText(text).then(() => true), timedOut]);
    } catch {
      // Refused (an insecure origin, a denied permission): the older way may still work.
    } finally {
      clearTimeout(timer);
    }
  }
  return copyWithSelection(text);
}

/** The pre-clipboard-API way: select a hidden field's text and ask for a copy. */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Room kept between the chat dialog and the viewport's edges. */
export const CHAT_VIEWPORT_GUTTER_PX = 16;
/** Between the chat button and its dialog. */
export const CHAT_ANCHOR_GAP_PX = 8;
/** The dialog's width where the screen has room (global-chat.module.css). */
export const CHAT_DIALOG_MAX_WIDTH_PX = 380;
/** Below this much room under the button, the dialog opens above it instead. */
const CHAT_MIN_HEIGHT_BELOW_PX = 360;

export interface AnchorRect {
  top: number;
  bottom: number;
  right: number;
}

export interface ChatPlacement {
  top?: number;
  bottom?: number;
  right: number;
  maxHeight: number;
}

/**
 * Where the chat dialog goes (fixed position, px): under its button, right edges aligned as far
 * as the screen allows (on a phone the button is mid-header and the dialog as wide as the
 * screen), or above the button when too little of the screen is left below it.
 */
export function chatPlacement(
  button: AnchorRect,
  viewport: { width: number; height: number },
): ChatPlacement {
  const width = Math.min(CHAT_DIALOG_MAX_WIDTH_PX, viewport.width - 2 * CHAT_VIEWPORT_GUTTER_PX);
  const right = Math.min(
    Math.max(CHAT_VIEWPORT_GUTTER_PX, viewport.width - button.right),
    viewport.width - CHAT_VIEWPORT_GUTTER_PX - width,
  );
  const top = button.bottom + CHAT_ANCHOR_GAP_PX;
  const roomBelow = viewport.height - top - CHAT_VIEWPORT_GUTTER_PX;
  const roomAbove = button.top - CHAT_ANCHOR_GAP_PX - CHAT_VIEWPORT_GUTTER_PX;
  if (roomBelow >= CHAT_MIN_HEIGHT_BELOW_PX || roomBelow >= roomAbove) {
    return { top, right, maxHeight: Math.max(0, roomBelow) };
  }
  return {
    bottom: viewport.height - button.top + CHAT_ANCHOR_GAP_PX,
    right,
    maxHeight: Math.max(0, roomAbove),
  };
}

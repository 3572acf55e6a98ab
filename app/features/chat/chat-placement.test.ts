import { describe, expect, it } from 'vitest';
import {
  CHAT_ANCHOR_GAP_PX,
  CHAT_DIALOG_MAX_WIDTH_PX,
  CHAT_VIEWPORT_GUTTER_PX,
  chatPlacement,
} from './chat-placement';

const desktop = { width: 1440, height: 900 };

describe('chatPlacement', () => {
  it('opens under a button in the header, right edges aligned', () => {
    const placement = chatPlacement({ top: 12, bottom: 52, right: 1300 }, desktop);
    expect(placement).toEqual({
      top: 52 + CHAT_ANCHOR_GAP_PX,
      right: 140,
      maxHeight: 900 - 60 - CHAT_VIEWPORT_GUTTER_PX,
    });
  });

  it('keeps the gutter from the screen edge', () => {
    expect(
      chatPlacement({ top: 12, bottom: 52, right: 386 }, { width: 390, height: 844 }).right,
    ).toBe(CHAT_VIEWPORT_GUTTER_PX);
  });

  it('moves left no further than keeps the whole dialog on screen', () => {
    // A phone: the button sits mid-header, the dialog is as wide as the screen allows.
    expect(
      chatPlacement({ top: 12, bottom: 52, right: 250 }, { width: 390, height: 844 }).right,
    ).toBe(CHAT_VIEWPORT_GUTTER_PX);
    // A desktop with the button far left: the dialog's left edge stays inside the gutter.
    expect(chatPlacement({ top: 12, bottom: 52, right: 200 }, desktop).right).toBe(
      1440 - CHAT_VIEWPORT_GUTTER_PX - CHAT_DIALOG_MAX_WIDTH_PX,
    );
  });

  it('opens above a button low on the screen', () => {
    const placement = chatPlacement({ top: 700, bottom: 732, right: 1400 }, desktop);
    expect(placement.top).toBeUndefined();
    expect(placement.bottom).toBe(900 - 700 + CHAT_ANCHOR_GAP_PX);
    expect(placement.maxHeight).toBe(700 - CHAT_ANCHOR_GAP_PX - CHAT_VIEWPORT_GUTTER_PX);
  });

  it('stays below when there is less room above than below', () => {
    const placement = chatPlacement(
      { top: 250, bottom: 280, right: 1400 },
      { width: 1440, height: 600 },
    );
    expect(placement.top).toBe(280 + CHAT_ANCHOR_GAP_PX);
  });
});

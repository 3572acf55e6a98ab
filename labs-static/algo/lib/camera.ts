/**
 * A 2-D camera over a drawing: a point (x, y) of the drawing shows at
 * (x * scale + offsetX, y * scale + offsetY) in the view. Pure, so the red-black tree's zoom
 * and pan are tested without a browser.
 */
export interface Camera {
  scale: number;
  offsetX: number;
  offsetY: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface ZoomLimits {
  minScale: number;
  maxScale: number;
}

/** How much of the drawing stays on screen however far it is panned, in view pixels. */
const KEEP_VISIBLE_PX = 48;

/**
 * The camera that shows the whole drawing inside the view, `paddingPx` from its edges, centred
 * both ways (so zooming about the view's centre keeps it in sight); never enlarged past
 * `maxScale`.
 */
export function fitCamera(view: Size, drawing: Size, paddingPx: number, maxScale: number): Camera {
  const room = {
    width: Math.max(1, view.width - 2 * paddingPx),
    height: Math.max(1, view.height - 2 * paddingPx),
  };
  const scale = Math.min(
    maxScale,
    room.width / Math.max(1, drawing.width),
    room.height / Math.max(1, drawing.height),
  );
  return {
    scale,
    offsetX: (view.width - drawing.width * scale) / 2,
    offsetY: (view.height - drawing.height * scale) / 2,
  };
}

/** Zooms by `factor` keeping the view point (`atX`, `atY`) over the same point of the drawing. */
export function zoomAt(
  camera: Camera,
  factor: number,
  atX: number,
  atY: number,
  limits: ZoomLimits,
): Camera {
  const scale = Math.min(limits.maxScale, Math.max(limits.minScale, camera.scale * factor));
  const applied = scale / camera.scale;
  return {
    scale,
    offsetX: atX - (atX - camera.offsetX) * applied,
    offsetY: atY - (atY - camera.offsetY) * applied,
  };
}

/** Moves the drawing by (dx, dy) view pixels, never so far that it leaves the view entirely. */
export function panBy(camera: Camera, dx: number, dy: number, view: Size, drawing: Size): Camera {
  return clampToView(
    { ...camera, offsetX: camera.offsetX + dx, offsetY: camera.offsetY + dy },
    view,
    drawing,
  );
}

/** Keeps at least KEEP_VISIBLE_PX (or the whole drawing, if smaller) of the drawing in view. */
export function clampToView(camera: Camera, view: Size, drawing: Size): Camera {
  const shown = { width: drawing.width * camera.scale, height: drawing.height * camera.scale };
  const keepX = Math.min(KEEP_VISIBLE_PX, shown.width, view.width);
  const keepY = Math.min(KEEP_VISIBLE_PX, shown.height, view.height);
  return {
    scale: camera.scale,
    offsetX: clamp(camera.offsetX, keepX - shown.width, view.width - keepX),
    offsetY: clamp(camera.offsetY, keepY - shown.height, view.height - keepY),
  };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

import { describe, expect, it } from 'vitest';
import { clampToView, fitCamera, panBy, zoomAt } from './camera';

const VIEW = { width: 400, height: 300 };
const LIMITS = { minScale: 0.1, maxScale: 3 };

describe('fitCamera', () => {
  it('shrinks a wide drawing to the view, centred both ways', () => {
    const camera = fitCamera(VIEW, { width: 1580, height: 200 }, 10, 1);
    expect(camera.scale).toBeCloseTo(380 / 1580);
    expect(camera.offsetX).toBeCloseTo((400 - 1580 * camera.scale) / 2);
    expect(camera.offsetY).toBeCloseTo((300 - 200 * camera.scale) / 2);
    // Every point of the drawing lands inside the view, padding kept.
    expect(camera.offsetX + 1580 * camera.scale).toBeLessThanOrEqual(390 + 1e-9);
  });

  it('lets the height decide when the drawing is tall', () => {
    expect(fitCamera(VIEW, { width: 100, height: 560 }, 20, 1).scale).toBeCloseTo(260 / 560);
  });

  it('never enlarges a small drawing past the largest scale', () => {
    const camera = fitCamera(VIEW, { width: 50, height: 40 }, 10, 1);
    expect(camera.scale).toBe(1);
    expect(camera.offsetX).toBe(175);
    expect(camera.offsetY).toBe(130);
  });
});

describe('zoomAt', () => {
  it('keeps the point under the pointer in place', () => {
    const camera = { scale: 0.5, offsetX: 20, offsetY: 10 };
    const zoomed = zoomAt(camera, 2, 120, 60, LIMITS);
    expect(zoomed.scale).toBe(1);
    // Drawing point under (120, 60) before: ((120-20)/0.5, (60-10)/0.5) = (200, 100).
    expect(200 * zoomed.scale + zoomed.offsetX).toBeCloseTo(120);
    expect(100 * zoomed.scale + zoomed.offsetY).toBeCloseTo(60);
  });

  it('stops at the limits', () => {
    const camera = { scale: 2, offsetX: 0, offsetY: 0 };
    expect(zoomAt(camera, 10, 0, 0, LIMITS).scale).toBe(3);
    expect(zoomAt(camera, 0.001, 0, 0, LIMITS).scale).toBe(0.1);
  });
});

describe('panBy and clampToView', () => {
  const drawing = { width: 1000, height: 500 };

  it('moves the drawing by the pointer travel', () => {
    const camera = { scale: 1, offsetX: 0, offsetY: 0 };
    expect(panBy(camera, -30, 15, VIEW, drawing)).toEqual({ scale: 1, offsetX: -30, offsetY: 15 });
  });

  it('never loses the drawing off screen', () => {
    const far = clampToView({ scale: 1, offsetX: -5000, offsetY: 5000 }, VIEW, drawing);
    expect(far.offsetX + drawing.width).toBe(48);
    expect(far.offsetY).toBe(300 - 48);
  });
});

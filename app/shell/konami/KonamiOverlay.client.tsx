import { PartyPopper, X } from 'lucide';
import { Icon } from '#app/lib/ui/Icon.tsx';
import { useId, useRef, useState, type CSSProperties } from 'react';
import { ModalOverlay } from '../ModalOverlay';
import { usePrefersReducedMotion } from '../use-media-query';
import { createConfetti } from './confetti';
import styles from './konami.module.css';

/** How long one confetti piece takes to fall across the screen. */
const CONFETTI_FALL_DURATION_S = 3.5;

interface KonamiOverlayProps {
  onClose: () => void;
}

/**
 * The easter egg (docs/product.md): an overlay with 150 falling confetti pieces. It closes on its
 * close button, a click on the backdrop or Escape; closing unmounts it, removing the confetti.
 * With reduced motion there is no confetti, only the message.
 */
export default function KonamiOverlay({ onClose }: KonamiOverlayProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [pieces] = useState(() => createConfetti());
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  return (
    <ModalOverlay
      overlayClassName={styles.backdrop}
      dialogClassName={styles.dialog}
      testId="konami-overlay"
      labelledBy={titleId}
      initialFocus={closeRef}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      behind={
        !reducedMotion && (
          <div className={styles.confetti} aria-hidden="true">
            {pieces.map((piece) => (
              <span
                key={piece.id}
                className={styles.piece}
                data-confetti-piece=""
                style={
                  {
                    left: `${piece.left}%`,
                    background: piece.color,
                    animationDelay: `${piece.delay}s`,
                    '--fall-duration': `${CONFETTI_FALL_DURATION_S}s`,
                    '--spin': `${(piece.id % 2 ? 1 : -1) * (360 + piece.id * 7)}deg`,
                  } as CSSProperties
                }
              />
            ))}
          </div>
        )
      }
    >
      <Icon drawing={PartyPopper} size={40} className={styles.icon} aria-hidden="true" />
      <h2 id={titleId} className={styles.title}>
        You found the secret!
      </h2>
      <p className={styles.text}>
        ↑ ↑ ↓ ↓ ← → ← → B A: a classic never gets old. Thanks for poking around.
      </p>
      <button ref={closeRef} type="button" className="btn btn-primary" onClick={onClose}>
        <Icon drawing={X} size={16} aria-hidden="true" />
        Close
      </button>
    </ModalOverlay>
  );
}

import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconDrawing } from '#app/lib/ui/Icon.tsx';
import chrome from './rooms.module.css';

type ButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'children' | 'aria-label'
>;

interface IconButtonProps extends ButtonProps {
  icon: IconDrawing;
  /** The button's name: it shows no text. */
  label: string;
  iconPx?: number;
}

/** A room chrome's square button that shows only an icon (rooms.module.css `.iconBtn`). */
export function IconButton({ icon, label, iconPx = 14, className, ...button }: IconButtonProps) {
  return (
    <button
      type="button"
      className={`${chrome.btn} ${chrome.iconBtn}${className ? ` ${className}` : ''}`}
      aria-label={label}
      {...button}
    >
      <Icon drawing={icon} size={iconPx} aria-hidden />
    </button>
  );
}

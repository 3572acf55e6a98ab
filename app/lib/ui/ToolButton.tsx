import { Icon, type IconDrawing } from './Icon';
import { useEffect, useRef } from 'react';
import tool from './tool.module.css';

const ICON_PX = 15;

interface ToolButtonProps {
  icon: IconDrawing;
  /** Shown beside the icon; on a narrow screen only to screen readers (tool.module.css). */
  label: string;
  disabled?: boolean;
  /** A toggle's state (aria-pressed); left out on a button that acts once. */
  pressed?: boolean;
  onClick: () => void;
}

/** A button of the code editor's and the IDE's toolbars. */
export function ToolButton({ icon, label, disabled, pressed, onClick }: ToolButtonProps) {
  return (
    <button
      type="button"
      className={tool.btn}
      disabled={disabled}
      aria-pressed={pressed}
      onClick={onClick}
    >
      <Icon drawing={icon} size={ICON_PX} aria-hidden />
      <span className={tool.btnLabel}>{label}</span>
    </button>
  );
}

interface ImportButtonProps extends Omit<ToolButtonProps, 'pressed' | 'onClick'> {
  /** Picks a whole folder (its files, with their paths) instead of files. */
  folder?: boolean;
  /** The hidden file input's test id: browser tests hand it files directly. */
  testId: string;
  onFiles: (files: File[]) => void;
}

/** A toolbar button that opens the browser's file picker; several files at once. */
export function ImportButton({ folder = false, testId, onFiles, ...button }: ImportButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // React does not know the non-standard attribute; set it on the element.
    if (folder) input.current?.setAttribute('webkitdirectory', '');
  }, [folder]);
  return (
    <>
      <ToolButton {...button} onClick={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid={testId}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Emptied, so that picking the same files again fires another change.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}

import tool from '../ui/tool.module.css';
import { EDITOR_THEMES, parseTheme, type EditorTheme } from './themes';

/** The editor theme picker of the code editor's and the IDE's toolbars. */
export function ThemeSelect({
  id,
  value,
  onChange,
}: {
  /** The select's element id, unique on the page (its label points at it). */
  id: string;
  value: EditorTheme;
  onChange: (theme: EditorTheme) => void;
}) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        Theme
      </label>
      <select
        id={id}
        className={tool.select}
        value={value}
        onChange={(event) => {
          const theme = parseTheme(event.target.value);
          if (theme) onChange(theme);
        }}
      >
        {EDITOR_THEMES.map((theme) => (
          <option key={theme.id} value={theme.id}>
            {theme.label}
          </option>
        ))}
      </select>
    </>
  );
}

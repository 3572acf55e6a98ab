import { describe, expect, it } from 'vitest';
import { prePaintThemeScript } from './pre-paint-script';
import { THEME_STORAGE_KEY } from './theme-storage';

/** Runs the inline script against a fake document and storage, as a browser would. */
function runScript(stored: string | null, platform = 'Linux x86_64') {
  const properties = new Map<string, string>();
  const attributes = new Map<string, string>();
  const classes = new Set<string>();
  const documentElement = {
    classList: { add: (name: string) => classes.add(name) },
    style: { setProperty: (name: string, value: string) => properties.set(name, value) },
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  const localStorage = {
    getItem: (key: string) => (key === THEME_STORAGE_KEY ? stored : null),
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const script = new Function('document', 'localStorage', 'navigator', prePaintThemeScript()) as (
    document: unknown,
    storage: unknown,
    navigator: unknown,
  ) => void;
  script({ documentElement }, localStorage, { platform });
  return { properties, attributes, classes };
}

const stored = {
  id: 'purple',
  color: '#8b5cf6',
  primary: '#8b5cf6',
  onPrimary: '#04101f',
  primaryText: '#a98bf9',
};

describe('pre-paint theme script', () => {
  it('applies a remembered theme to <html>', () => {
    const { properties, attributes, classes } = runScript(JSON.stringify(stored));
    expect(Object.fromEntries(properties)).toEqual({
      '--primary': '#8b5cf6',
      '--on-primary': '#04101f',
      '--primary-text': '#a98bf9',
    });
    expect(attributes.get('data-theme')).toBe('purple');
    expect(classes.has('js')).toBe(true);
  });

  it('does nothing but mark js when nothing is stored', () => {
    const { properties, classes } = runScript(null);
    expect(properties.size).toBe(0);
    expect(classes.has('js')).toBe(true);
  });

  it('ignores malformed or hostile records', () => {
    for (const bad of [
      'not json',
      JSON.stringify({ ...stored, primary: 'red;background:url(x)' }),
      JSON.stringify({ ...stored, onPrimary: undefined }),
      JSON.stringify({ ...stored, id: '"><script>' }),
    ]) {
      expect(runScript(bad).properties.size).toBe(0);
    }
  });

  it('marks Apple devices, whose keyboards name the shortcut ⌘K', () => {
    expect(runScript(null, 'MacIntel').attributes.get('data-os')).toBe('apple');
    expect(runScript(null, 'iPhone').attributes.get('data-os')).toBe('apple');
    expect(runScript(null).attributes.has('data-os')).toBe(false);
  });

  it('stays tiny', () => {
    expect(prePaintThemeScript().length).toBeLessThan(600);
  });
});

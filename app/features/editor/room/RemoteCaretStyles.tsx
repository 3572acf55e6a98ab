import { useEffect, useState } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import { caretOwners, remoteCaretCss } from './remote-carets';

/** The colours and name labels of the other visitors' carets, kept up to date. */
export function RemoteCaretStyles({ awareness }: { awareness: Awareness }) {
  const [css, setCss] = useState('');
  useEffect(() => {
    const update = () =>
      setCss(remoteCaretCss(caretOwners(awareness.getStates(), awareness.clientID)));
    update();
    awareness.on('change', update);
    return () => awareness.off('change', update);
  }, [awareness]);
  return <style data-testid="remote-carets">{css}</style>;
}

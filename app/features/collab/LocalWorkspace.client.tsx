import { useMemo } from 'react';
import * as Y from 'yjs';
import { BRUSH_COLOR_DEFAULT } from './board-model';
import { Workspace } from './Workspace';

const LOCAL_USER = { name: 'You', color: BRUSH_COLOR_DEFAULT };

/** The workspace outside any room: a document of the visitor's own, shared with nobody. */
export default function LocalWorkspace() {
  const doc = useMemo(() => new Y.Doc(), []);
  return <Workspace doc={doc} awareness={null} link={null} user={LOCAL_USER} author="local" />;
}

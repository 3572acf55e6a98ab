/** the lab card of docs/product.md#entities: title, desc, scope, to. */
export interface LabCard {
  title: string;
  desc: string;
  scope: string;
  to: string;
  /** Static pages are plain documents, not routes of this app: open them with a full load. */
  staticPage: boolean;
}

/** docs/product.md#labs: the six cards of /labs, in order. */
export const LAB_CARDS: readonly LabCard[] = [
  {
    title: 'FluxBuilder',
    desc: 'A drag-and-drop page builder that snaps sections to a grid and exports clean HTML.',
    scope: 'Static demo',
    to: '/fluxbuilder',
    staticPage: true,
  },
  {
    title: 'Algorithm Demos',
    desc: 'Pathfinding step by step (BFS, DFS, Dijkstra) and a red-black tree.',
    scope: 'Static demos',
    to: '/algo',
    staticPage: true,
  },
  {
    title: 'Collaboration Space',
    desc: 'A room-based text editor and whiteboard with live presence over websockets.',
    scope: 'Rooms scoped by URL',
    to: '/collab',
    staticPage: false,
  },
  {
    title: 'P2P Whiteboard',
    desc: 'A peer-to-peer canvas over WebRTC, with simple signalling through the server.',
    scope: 'WebRTC peer-to-peer',
    to: '/whiteboard',
    staticPage: false,
  },
  {
    title: 'Code Editor',
    desc: 'A tabbed code editor with live preview, import/export and a theme toggle.',
    scope: 'Runs in your browser',
    to: '/editor',
    staticPage: false,
  },
  {
    title: 'Browser IDE',
    desc: 'Explorer, tabs, split view, search, file tree, context menu and ZIP export.',
    scope: 'Files stay in your browser',
    to: '/ide',
    staticPage: false,
  },
];

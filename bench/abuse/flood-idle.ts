import { sleep } from '../shared/abort';
import type { Flood } from './flood';

/** No flood: what /api/health gives on this machine right now, to read the other rows against. */
const IDLE_MS = 3000;

export const idleBaseline: Flood = {
  name: 'idle baseline',
  async run(_server, measure) {
    await measure(`baseline: no flood, ${IDLE_MS / 1000} s`, IDLE_MS * 2, async (signal) => {
      await sleep(IDLE_MS, signal);
      return 'nothing sent';
    });
  },
};

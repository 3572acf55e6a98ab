import { useEffect, useState } from 'react';
import { activeHeadingId } from './active-heading';

/** Scroll offset below which a heading counts as the one being read (sticky nav + margin). */
const TOC_ACTIVE_OFFSET_PX = 96;

/** Rounding of scroll positions: within this of the end counts as the end. */
const PAGE_END_SLACK_PX = 2;

/** The id of the section being read, updated as the visitor scrolls (at most once a frame). */
export function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    if (ids.length === 0) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const tops = ids.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      const root = document.documentElement;
      const atPageEnd =
        window.innerHeight + window.scrollY >= root.scrollHeight - PAGE_END_SLACK_PX;
      setActive(activeHeadingId(tops, TOC_ACTIVE_OFFSET_PX, atPageEnd));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    window.addEventListener('hashchange', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('hashchange', schedule);
    };
  }, [ids]);

  return active;
}

import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import styles from './shell.module.css';

/** How long a navigation may take before the bar shows: quicker ones would only flicker. */
const PROGRESS_DELAY_MS = 150;

/**
 * A slim bar along the top edge while a navigation waits for its page's data, so a tap on a slow
 * link is answered at once. It grows on the compositor and is gone as soon as the page is there.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' ? navigation.location : undefined;
  // The navigation that has outlasted the delay; the bar shows while it is still the pending one.
  const [slow, setSlow] = useState<typeof pending>(undefined);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setSlow(pending), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  if (!pending || slow !== pending) return null;
  return <div className={styles.progress} role="progressbar" aria-label="Loading the page" />;
}

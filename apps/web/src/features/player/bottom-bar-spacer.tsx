import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * On phones and tablets the player is fixed to the bottom of the viewport, out of the page's flow: this adds its
 * height at the end of the page, so that the last lines of the transcript can scroll above it.
 */
export function BottomBarSpacer({ bar }: { bar: HTMLElement | null }) {
  const [height, setHeight] = useState(0);

  useEffect(() => {
    if (!bar) return;
    const observer = new ResizeObserver(() => setHeight(bar.offsetHeight));
    observer.observe(bar);
    setHeight(bar.offsetHeight);
    return () => observer.disconnect();
  }, [bar]);

  return createPortal(<div aria-hidden="true" className="lg:hidden" style={{ height }} />, document.body);
}

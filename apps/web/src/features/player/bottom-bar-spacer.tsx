import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { FIXED_BOTTOM_BAR_PROPERTY } from '../../ui/toaster';

/**
 * On phones and tablets the player is fixed to the bottom of the viewport, out of the page's flow: this adds its
 * height at the end of the page, so that the last lines of the transcript can scroll above it, and tells the
 * toasts, so that they rise above it too.
 */
export function BottomBarSpacer({ bar }: { bar: HTMLElement | null }) {
  const [height, setHeight] = useState(0);

  useEffect(() => {
    if (!bar) return;
    const root = document.documentElement.style;
    const measure = () => {
      setHeight(bar.offsetHeight);
      // From the lg breakpoint on, the player is in the page's flow and nothing needs to rise above it.
      const fixed = getComputedStyle(bar).position === 'fixed';
      root.setProperty(FIXED_BOTTOM_BAR_PROPERTY, fixed ? `${bar.offsetHeight}px` : '0px');
    };
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    measure();
    return () => {
      observer.disconnect();
      root.removeProperty(FIXED_BOTTOM_BAR_PROPERTY);
    };
  }, [bar]);

  return createPortal(<div aria-hidden="true" className="lg:hidden" style={{ height }} />, document.body);
}

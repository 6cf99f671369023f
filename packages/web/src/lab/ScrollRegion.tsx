import type { ReactNode } from 'react';

/**
 * A wide table's box, which scrolls sideways on a narrow screen: a named region that takes the
 * keyboard's focus, so that it can be scrolled without a pointer even when nothing in it can.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="lab-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

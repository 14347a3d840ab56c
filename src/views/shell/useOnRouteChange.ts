import { useEffect, useRef } from 'react';

/**
 * Calls `onChange` each time `location` changes after the first render: arriving on a page is not a
 * change of page, so flows that already load on start are not asked twice.
 */
export function useOnRouteChange(location: string, onChange: () => void): void {
  const last = useRef(location);
  useEffect(() => {
    if (last.current === location) return;
    last.current = location;
    onChange();
  }, [location, onChange]);
}

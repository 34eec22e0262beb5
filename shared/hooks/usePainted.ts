// Splits an arrival into tasks the browser can paint between. Something costly that can come a
// frame after the rest (the agreement popup's frame, whose creation made the confirm page's longest
// task) asks `usePainted()` and renders once the first render has reached the screen.
import { useEffect, useState } from 'react';

/** False in the render that mounts the component; true once that render has been painted. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the next paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
